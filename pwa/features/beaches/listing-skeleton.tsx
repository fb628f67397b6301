import { Grid, Skeleton } from '@chakra-ui/react';

export function ListingSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Grid
      templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' }}
      gap="4"
      aria-hidden
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} h="280px" rounded="lg" />
      ))}
    </Grid>
  );
}
