import { Badge, Box, Card, Heading, HStack, Link, LinkOverlay, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { BlogPostSummary } from '../../data/queries/get-blog-posts.ts';
import { postDateLabel, READ_TIME } from './blog-dates.ts';
import { BlogImage } from './blog-image.tsx';

/** Blog list cards show at most two tags (spec §9). */
const MAX_TAGS = 2;

/** One guide in the blog grid; the whole card opens the post. */
export function BlogPostCard({ post, eagerImage }: { post: BlogPostSummary; eagerImage?: boolean }) {
  const href = `/blog/${post.slug}`;
  return (
    <Card.Root
      as="article"
      variant="outline"
      bg="white"
      overflow="hidden"
      position="relative"
      h="full"
      transition="box-shadow 0.15s, transform 0.15s"
      _hover={{ shadow: 'lg', transform: 'translateY(-2px)' }}
    >
      <Box aspectRatio={16 / 9} bg="sand.100">
        <BlogImage src={post.featuredImage} slug={post.slug} eager={eagerImage} />
      </Box>
      <Card.Body gap="3" p="5">
        <HStack gap="2" fontSize="sm" color="gray.600" wrap="wrap">
          {post.isPublished && post.publishedAt ? (
            <time dateTime={post.publishedAt}>{postDateLabel(post)}</time>
          ) : (
            <Badge colorPalette="orange" variant="subtle">
              {postDateLabel(post)}
            </Badge>
          )}
          <Text as="span" aria-hidden>
            ·
          </Text>
          <Text as="span">{READ_TIME}</Text>
        </HStack>
        <Heading as="h3" size="lg" lineHeight="1.3" color="sea.900">
          <LinkOverlay asChild>
            <RouterLink to={href}>{post.title}</RouterLink>
          </LinkOverlay>
        </Heading>
        {post.excerpt && (
          <Text color="gray.700" lineClamp={3}>
            {post.excerpt}
          </Text>
        )}
        {post.tags.length > 0 && (
          <Wrap as="ul" gap="1.5" aria-label="Tags" listStyleType="none">
            {post.tags.slice(0, MAX_TAGS).map((tag) => (
              <li key={tag}>
                <Badge colorPalette="sea" variant="subtle">
                  {tag}
                </Badge>
              </li>
            ))}
          </Wrap>
        )}
      </Card.Body>
      <Card.Footer px="5" pb="5" pt="0">
        <Link
          asChild
          position="relative"
          zIndex="1"
          fontWeight="semibold"
          color="sea.700"
          aria-label={`Read Guide: ${post.title}`}
        >
          <RouterLink to={href}>
            Read Guide <span aria-hidden>→</span>
          </RouterLink>
        </Link>
      </Card.Footer>
    </Card.Root>
  );
}
