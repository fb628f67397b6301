import { Box, Grid } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { useNow } from '../../lib/use-now.ts';
import { BeachCard } from '../../ui/beach-card.tsx';

/** The featured beaches (up to 6 of the spec's slugs, in the spec's order, as the API picks them). */
export function FeaturedBeaches({ beaches }: { beaches: readonly Beach[] }) {
  // Only the status lines for dogs read it, and each says when its words change.
  const now = useNow(60_000, null);
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={{
        base: 'minmax(0, 1fr)',
        sm: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(3, minmax(0, 1fr))',
      }}
      gap="4"
    >
      {beaches.map((beach) => (
        <Box as="li" key={beach.id}>
          <BeachCard beach={beach} now={now} />
        </Box>
      ))}
    </Grid>
  );
}
