import { Badge, Box, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import type { BlogPost } from '../../data/queries/get-blog-post.ts';
import { postDateLabel, READ_TIME } from './blog-dates.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** Title, tags, excerpt and the byline of a post. */
export function BlogPostHeader({ post }: { post: BlogPost }) {
  const author = post.author ?? 'Devon Dog Beaches';
  return (
    <Stack as="header" gap={{ base: '4', md: '5' }}>
      {post.tags.length > 0 && (
        <Wrap as="ul" listStyleType="none" gap="1.5" aria-label="Tags">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge colorPalette="sea" variant="subtle" size="md">
                {tag}
              </Badge>
            </li>
          ))}
        </Wrap>
      )}
      <Heading
        as="h1"
        size={{ base: '3xl', md: '5xl' }}
        lineHeight="1.1"
        color="sea.900"
        letterSpacing="-0.02em"
      >
        {post.title}
      </Heading>
      {post.excerpt && (
        <Text fontSize={{ base: 'lg', md: 'xl' }} color="gray.700" lineHeight="1.6">
          {post.excerpt}
        </Text>
      )}
      <HStack gap="3" pt="1">
        <Box
          aria-hidden
          boxSize="10"
          rounded="full"
          bg="sea.600"
          color="white"
          display="grid"
          placeItems="center"
          fontWeight="bold"
          fontSize="sm"
          flexShrink={0}
        >
          {initialsOf(author)}
        </Box>
        <Stack gap="0" fontSize="sm">
          <Text fontWeight="semibold" color="gray.900">
            {author}
          </Text>
          <Text color="gray.600">
            {post.isPublished && post.publishedAt ? (
              <time dateTime={post.publishedAt}>{postDateLabel(post)}</time>
            ) : (
              postDateLabel(post)
            )}{' '}
            · {READ_TIME}
          </Text>
        </Stack>
      </HStack>
    </Stack>
  );
}
