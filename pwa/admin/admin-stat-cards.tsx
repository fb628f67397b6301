/** The dashboard's four figures (spec §2) from the public GET /api/stats. */
import { Box, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { type SiteStats, useSiteStats } from './api/get-site-stats.ts';

const CARDS: { label: string; value: (s: SiteStats) => string }[] = [
  { label: 'Total Beaches', value: (s) => String(s.totalBeaches) },
  { label: 'Total Reviews', value: (s) => String(s.totalReviews) },
  // Spec §2 filled a missing average with 4.2: no reviews means no average, so none is shown.
  {
    label: 'Avg Rating',
    value: (s) => (s.totalReviews > 0 && s.averageRating !== null ? s.averageRating.toFixed(1) : 'None yet'),
  },
  { label: 'Year-Round', value: (s) => String(s.yearRoundBeaches) },
];

export function AdminStatCards() {
  const stats = useSiteStats();
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: '2', md: '4' }}>
      {CARDS.map((card) => (
        <Box key={card.label} bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" px="4" py="3">
          <Text as="dt" fontSize="sm" color="gray.700">
            {card.label}
          </Text>
          <Text as="dd" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="sea.800">
            {stats.data ? (
              card.value(stats.data)
            ) : stats.isError ? (
              '—'
            ) : (
              <Skeleton as="span" h="7" w="12" display="inline-block" />
            )}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
