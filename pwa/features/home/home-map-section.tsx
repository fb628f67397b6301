/**
 * Home's filter bar and map (spec §2): filters narrow the map to at most 50 beaches; search,
 * dog walks and minimum rating are not applied here (spec §5).
 */
import { Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { matchesBeachFilters } from '../../../domain/beach-filters.ts';
import { HOME_MAP_LIMIT } from '../../../domain/listing.ts';
import { trackEvent } from '../../lib/analytics.ts';
import type { Beach } from '../../lib/beaches-api.ts';
import { writeListingParams } from '../../lib/listing-url.ts';
import { BeachFilterBar, type FilterValues } from '../../ui/beach-filter-bar.tsx';
import { LazyBeachMap } from '../../ui/map/lazy-beach-map.tsx';

const EMPTY: FilterValues = {
  location: undefined,
  accessType: undefined,
  beachType: undefined,
  hasParking: false,
  hasFacilities: false,
  hasBeachCafe: false,
  hasLifeguards: false,
};

export function HomeMapSection({ beaches }: { beaches: readonly Beach[] }) {
  const [filters, setFilters] = useState<FilterValues>(EMPTY);
  const [showMap, setShowMap] = useState(true);
  const matching = beaches.filter((b) => matchesBeachFilters(b, filters));
  const shown = matching.slice(0, HOME_MAP_LIMIT);
  const listingLink = `/beaches?${writeListingParams({ ...filters, page: 1 })}`.replace(/\?$/, '');

  return (
    <Stack gap="4">
      <BeachFilterBar
        idPrefix="home"
        values={filters}
        beaches={beaches}
        onChange={(change, label) => {
          trackEvent({ name: 'filter_used', category: 'navigation', label });
          setFilters((f) => ({ ...f, ...change }));
        }}
        onClear={() => setFilters(EMPTY)}
      >
        <Button
          size="sm"
          variant="outline"
          alignSelf="end"
          aria-pressed={showMap}
          onClick={() => setShowMap((s) => !s)}
        >
          {showMap ? 'Hide Map' : 'Show Map'}
        </Button>
      </BeachFilterBar>
      <Flex justify="space-between" wrap="wrap" gap="2" aria-live="polite">
        <Text color="gray.700">
          {matching.length === 0
            ? 'No beaches match these filters.'
            : `${matching.length} ${matching.length === 1 ? 'beach matches' : 'beaches match'}${matching.length > HOME_MAP_LIMIT ? ` — the map shows the first ${HOME_MAP_LIMIT}` : ''}.`}
        </Text>
        <Link asChild color="sea.700" fontWeight="semibold">
          <RouterLink to={listingLink}>See them as a list →</RouterLink>
        </Link>
      </Flex>
      {showMap && (
        <LazyBeachMap beaches={shown} label={`Map of ${shown.length} dog-friendly beaches`} height="460px" />
      )}
    </Stack>
  );
}
