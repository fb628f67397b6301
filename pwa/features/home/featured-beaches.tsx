import { Box, Grid } from '@chakra-ui/react';
import { FEATURED_LIMIT, FEATURED_SLUGS } from '../../../domain/listing.ts';
import type { Beach } from '../../lib/beaches-api.ts';
import { BeachCard } from '../../ui/beach-card.tsx';

/** Up to 6 of the spec's featured slugs, in the spec's order. */
export function FeaturedBeaches({ beaches }: { beaches: readonly Beach[] }) {
  const bySlug = new Map(beaches.map((b) => [b.slug, b]));
  const featured = FEATURED_SLUGS.map((slug) => bySlug.get(slug))
    .filter((b): b is Beach => b !== undefined)
    .slice(0, FEATURED_LIMIT);
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
      gap="4"
    >
      {featured.map((beach) => (
        <Box as="li" key={beach.id}>
          <BeachCard beach={beach} />
        </Box>
      ))}
    </Grid>
  );
}
