import { Box, Breadcrumb, Button, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../data/http/api-client.ts';
import { blogPostQuery } from '../../data/queries/get-blog-post.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { BlogImage } from './blog-image.tsx';
import { blogPostLd } from './blog-json-ld.ts';
import { BlogPostContent } from './blog-post-content.tsx';
import { BlogPostHeader } from './blog-post-header.tsx';

/** The measure of the body text (~70 characters at the article's type size), shared by header and footer. */
const READING_WIDTH = '43rem';

function PostSkeleton() {
  return (
    <Stack gap="5" aria-busy="true">
      <Text srOnly role="status">
        Loading guide…
      </Text>
      <Skeleton h="4" w="40%" />
      <Skeleton h="12" w="90%" />
      <Skeleton h="5" w="60%" />
      <Skeleton aspectRatio={16 / 9} rounded="xl" />
    </Stack>
  );
}

function NotFound({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  return (
    <Stack gap="4" align="start" py={{ base: '8', md: '16' }}>
      <PageHead title="Blog post not found" noindex />
      <Heading as="h1" size="3xl" color="sea.900">
        Blog post not found
      </Heading>
      <Text fontSize="lg" color="gray.700">
        {missing
          ? "This guide doesn't exist or is no longer published."
          : "We couldn't load this guide right now. Check your connection and try again."}
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="sea">
          <RouterLink to="/blog">Back to all guides</RouterLink>
        </Button>
        {!missing && (
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data: post, isPending, isError, error, refetch } = useQuery(blogPostQuery(slug));

  if (isPending || isError) {
    return (
      <Container maxW="4xl" py={{ base: '8', md: '12' }}>
        {isPending ? (
          <PostSkeleton />
        ) : (
          <NotFound missing={error instanceof ApiError && error.status === 404} onRetry={() => refetch()} />
        )}
      </Container>
    );
  }

  return (
    <Box as="article" py={{ base: '6', md: '10' }}>
      <PageHead
        title={post.title}
        description={post.excerpt ?? undefined}
        canonicalPath={`/blog/${post.slug}`}
        jsonLd={blogPostLd(post)}
      />
      <Container maxW="4xl">
        <Box maxW={READING_WIDTH} mx="auto">
          <Breadcrumb.Root mb={{ base: '5', md: '8' }} size="sm">
            <Breadcrumb.List>
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild color="sea.700">
                  <RouterLink to="/">Home</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild color="sea.700">
                  <RouterLink to="/blog">Blog</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              {/* On a phone the title would wrap the trail; the h1 just below says it. */}
              <Breadcrumb.Separator display={{ base: 'none', md: 'flex' }} />
              <Breadcrumb.Item minW="0" display={{ base: 'none', md: 'flex' }}>
                <Breadcrumb.CurrentLink truncate>{post.title}</Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </Breadcrumb.List>
          </Breadcrumb.Root>
          <BlogPostHeader post={post} />
        </Box>
        <Box
          aspectRatio={{ base: 16 / 9, md: 2 }}
          rounded="2xl"
          overflow="hidden"
          bg="sand.100"
          my={{ base: '6', md: '10' }}
        >
          <BlogImage src={post.featuredImage} slug={post.slug} eager />
        </Box>
        <BlogPostContent html={post.content} />
        <Stack
          maxW={READING_WIDTH}
          mx="auto"
          mt="12"
          p={{ base: '5', md: '6' }}
          gap="3"
          rounded="xl"
          bg="sea.50"
          borderWidth="1px"
          borderColor="sea.100"
        >
          <Heading as="h2" size="lg" color="sea.900">
            Heading to the beach?
          </Heading>
          <Text color="gray.700">
            Rules change through the year: check the beach's page for today's dog access, tides and water
            quality, and always follow the local signs.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="sea" size="sm">
              <RouterLink to="/beaches">Find a beach</RouterLink>
            </Button>
            <Button asChild variant="outline" size="sm" bg="white">
              <RouterLink to="/blog/dog-beach-safety">Dog beach safety guide</RouterLink>
            </Button>
            <Button asChild variant="ghost" size="sm" color="sea.800">
              <RouterLink to="/blog">All guides</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
