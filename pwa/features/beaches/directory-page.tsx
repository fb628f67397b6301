/** The complete directory (/all-beaches): every beach by name, grouped by initial, with summary counts. */
import { Alert, Box, Container, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { compareText } from '../../../domain/beaches/beach-filters.ts';
import { allBeachesQuery } from '../../data/queries/get-all-beaches.ts';
import { useNow } from '../../lib/use-now.ts';
import { AccessBadge } from '../../ui/access-badge.tsx';
import { DogStatusToday } from '../../ui/dog-status-today.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { ListingSkeleton } from './listing-skeleton.tsx';
import { SummaryCounts } from './summary-counts.tsx';

function groupByInitial(beaches: readonly Beach[]): [string, Beach[]][] {
  const groups = new Map<string, Beach[]>();
  for (const b of [...beaches].sort((x, y) => compareText(x.name, y.name))) {
    const initial = b.name[0].toUpperCase();
    groups.set(initial, [...(groups.get(initial) ?? []), b]);
  }
  return [...groups];
}

function DirectoryEntry({ beach, now }: { beach: Beach; now: Date }) {
  return (
    <Box
      as="li"
      bg="white"
      borderWidth="1px"
      borderColor="sand.200"
      rounded="lg"
      p="3"
      position="relative"
      _hover={{ shadow: 'sm', borderColor: 'sea.300' }}
    >
      <Flex justify="space-between" align="start" gap="2">
        <Box>
          <Link
            asChild
            fontWeight="semibold"
            color="sea.800"
            _before={{ content: '""', position: 'absolute', inset: 0 }}
          >
            <RouterLink to={`/beach/${beach.slug}`}>{beach.name}</RouterLink>
          </Link>
          <Text fontSize="sm" color="gray.600">
            {beach.location} · {beach.beachType}
          </Text>
          <DogStatusToday beach={beach} now={now} />
        </Box>
        <AccessBadge beach={beach} />
      </Flex>
    </Box>
  );
}

export default function DirectoryPage() {
  const beaches = useQuery(allBeachesQuery());
  // One clock for the page's 180 entries.
  // Only the status lines for dogs read it, and each says when its words change.
  const now = useNow(60_000, null);
  const groups = groupByInitial(beaches.data ?? []);
  return (
    <Container maxW="7xl" py={{ base: '6', md: '10' }}>
      <PageHead
        title="All Beaches A–Z"
        description="The complete A–Z directory of dog-friendly beaches in Devon and the South West, with dog access for each."
        canonicalPath="/all-beaches"
      />
      <Stack gap="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="sea.900">
          All Beaches A–Z
        </Heading>
        {beaches.data && <SummaryCounts beaches={beaches.data} />}
        {beaches.isPending && <ListingSkeleton count={6} />}
        {beaches.isError && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>Failed to load beaches</Alert.Title>
          </Alert.Root>
        )}
        {groups.length > 0 && (
          <Flex as="nav" aria-label="Jump to letter" gap="1" wrap="wrap">
            {groups.map(([initial]) => (
              <Link
                key={initial}
                href={`#letter-${initial}`}
                px="2.5"
                py="1"
                rounded="md"
                bg="white"
                borderWidth="1px"
                borderColor="sand.200"
                fontWeight="semibold"
                color="sea.800"
              >
                {initial}
              </Link>
            ))}
          </Flex>
        )}
        {groups.map(([initial, list]) => (
          <Box as="section" key={initial} aria-labelledby={`letter-${initial}`}>
            <Heading as="h2" id={`letter-${initial}`} size="lg" color="sea.800" mb="3" scrollMarginTop="24">
              {initial}
            </Heading>
            <Grid
              as="ul"
              listStyleType="none"
              templateColumns={{
                base: 'minmax(0, 1fr)',
                md: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              }}
              gap="3"
            >
              {list.map((b) => (
                <DirectoryEntry key={b.id} beach={b} now={now} />
              ))}
            </Grid>
          </Box>
        ))}
      </Stack>
    </Container>
  );
}
