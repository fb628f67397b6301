import { Alert, Box, Button, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useBlogPosts } from '../../data/queries/get-blog-posts.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { blogLd } from './blog-json-ld.ts';
import { BlogPostCard } from './blog-post-card.tsx';
import { SafetyGuideBanner } from './safety-guide-banner.tsx';

const DESCRIPTION =
  'Guides for dog owners on the Devon coast: seasonal dog bans, beach safety, wildlife, water quality and the best beaches for every season.';

function CardSkeletons() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-hidden>
      {[0, 1, 2].map((i) => (
        <Stack key={i} gap="3" bg="white" rounded="lg" borderWidth="1px" overflow="hidden" pb="5">
          <Skeleton aspectRatio={16 / 9} />
          <Stack px="5" gap="3">
            <Skeleton h="4" w="40%" />
            <Skeleton h="6" w="85%" />
            <Skeleton h="4" />
            <Skeleton h="4" w="70%" />
          </Stack>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function Posts({ query }: { query: ReturnType<typeof useBlogPosts> }) {
  const { data: posts, isPending, isError, error, refetch } = query;
  if (isPending) {
    return (
      <Box aria-busy="true">
        <Text srOnly role="status">
          Loading guides…
        </Text>
        <CardSkeletons />
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert.Root status="error" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{error.message}</Alert.Title>
          <Alert.Description>Check your connection and try again.</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (posts.length === 0) {
    return (
      <Box textAlign="center" py="14" px="6" bg="white" rounded="xl" borderWidth="1px">
        <Text fontSize="lg" fontWeight="semibold" color="sea.900">
          No blog posts yet
        </Text>
        <Text color="gray.600" mt="1">
          New guides are on their way. Meanwhile, the safety guide above covers the essentials.
        </Text>
      </Box>
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
      {posts.map((post, i) => (
        <li key={post.id}>
          <BlogPostCard post={post} eagerImage={i < 3} />
        </li>
      ))}
    </SimpleGrid>
  );
}

export default function BlogListPage() {
  const query = useBlogPosts();
  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <PageHead
        title="Dog Beach Guides & Blog"
        description={DESCRIPTION}
        canonicalPath="/blog"
        jsonLd={blogLd(query.data ?? [], DESCRIPTION)}
      />
      <Stack gap={{ base: '8', md: '10' }}>
        <Stack gap="3" maxW="3xl">
          <Text
            color="sea.700"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
            fontSize="sm"
          >
            Blog
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="sea.900" lineHeight="1.15">
            Guides for dog owners on the Devon coast
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700">
            Practical advice from our own beach days: where dogs can go and when, how to stay safe, and how to
            look after the coast we all share.
          </Text>
        </Stack>
        <SafetyGuideBanner />
        <Stack as="section" aria-labelledby="all-guides" gap="5">
          <Heading as="h2" id="all-guides" size="2xl" color="sea.900">
            All guides
          </Heading>
          <Posts query={query} />
        </Stack>
      </Stack>
    </Container>
  );
}
