import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';

const TILES = ['excellent', 'good', 'sufficient', 'poor', 'unknown'];
const CARDS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The page's shape while beaches and records load. */
export function WaterQualitySkeleton() {
  return (
    <Stack gap="6" role="status" aria-busy="true" aria-label="Loading water quality">
      <SimpleGrid columns={{ base: 2, sm: 3, md: 5 }} gap="3">
        {TILES.map((key) => (
          <Skeleton key={key} h="20" rounded="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h="12" rounded="md" />
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {CARDS.map((key) => (
          <Skeleton key={key} h="36" rounded="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
