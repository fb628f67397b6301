import {
  Badge,
  Box,
  Card,
  Flex,
  Grid,
  Heading,
  Link,
  LinkOverlay,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatShortDate } from '../../../domain/common/format.ts';
import { useBlogPosts } from '../../data/queries/get-blog-posts.ts';

/**
 * The first 3 guides, with up to 3 tags each; shown only when posts exist (spec §2). The blog
 * page's own list query, so the two share one cache entry, one request and one offline answer.
 */
export function LatestPosts() {
  const { data: posts } = useBlogPosts();
  if (!posts || posts.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="latest-guides" gap="4">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <Heading as="h2" id="latest-guides" size="2xl" color="sea.900">
          Latest guides
        </Heading>
        {posts.length > 3 && (
          <Link asChild color="sea.700" fontWeight="semibold">
            <RouterLink to="/blog">View all {posts.length} posts →</RouterLink>
          </Link>
        )}
      </Flex>
      <Grid
        as="ul"
        listStyleType="none"
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' }}
        gap="4"
      >
        {posts.slice(0, 3).map((post) => (
          <Box as="li" key={post.id}>
            <Card.Root variant="outline" bg="white" h="full" position="relative" _hover={{ shadow: 'md' }}>
              <Card.Body gap="2">
                <Text fontSize="sm" color="gray.600">
                  {post.publishedAt ? formatShortDate(post.publishedAt) : 'Draft'}
                </Text>
                <Heading as="h3" size="md">
                  <LinkOverlay asChild>
                    <RouterLink to={`/blog/${post.slug}`}>{post.title}</RouterLink>
                  </LinkOverlay>
                </Heading>
                {post.excerpt && (
                  <Text color="gray.700" fontSize="sm" lineClamp={3}>
                    {post.excerpt}
                  </Text>
                )}
                <Wrap gap="1.5" mt="auto">
                  {post.tags.slice(0, 3).map((tag) => (
                    <Badge key={tag} colorPalette="sea" variant="subtle">
                      {tag}
                    </Badge>
                  ))}
                </Wrap>
              </Card.Body>
            </Card.Root>
          </Box>
        ))}
      </Grid>
    </Stack>
  );
}
