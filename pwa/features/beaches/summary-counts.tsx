import { Box, Grid, Text } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beaches/beach.ts';

/** Total, year-round, with parking, with facilities — counted from the data. */
export function SummaryCounts({ beaches }: { beaches: readonly Beach[] }) {
  const stats = [
    ['Beaches', beaches.length],
    ['Dogs welcome all year', beaches.filter((b) => b.accessType === 'year-round').length],
    ['With parking', beaches.filter((b) => b.hasParking).length],
    ['With facilities', beaches.filter((b) => b.hasFacilities).length],
  ] as const;
  return (
    <Grid as="dl" templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3">
      {stats.map(([label, value]) => (
        <Box
          key={label}
          bg="white"
          borderWidth="1px"
          borderColor="sand.200"
          rounded="xl"
          p="4"
          display="flex"
          flexDirection="column-reverse"
        >
          <Text as="dt" fontSize="sm" color="gray.700" mt="1">
            {label}
          </Text>
          <Text as="dd" fontSize="3xl" fontWeight="bold" color="sea.700" lineHeight="1">
            {value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
