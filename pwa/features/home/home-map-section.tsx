/**
 * Home's filter bar and map (spec §2): the map shows Devon's beaches (domain/beaches/home-map.ts),
 * narrowed by the filters, at most 50; search, dog walks and minimum rating are not applied
 * here (spec §5). The filters are in the address (`/?hasParking=true`). The server renders the
 * bar without the beaches (the page would carry all of them): a change made before the app has
 * started goes to the listing with those filters, which the server answers (issue #32 item 1);
 * once the app has the beaches, the same change narrows the map in place.
 */
import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { matchesBeachFilters } from '../../../domain/beaches/beach-filters.ts';
import { inHomeMapArea, spreadForMap } from '../../../domain/beaches/home-map.ts';
import { HOME_MAP_LIMIT } from '../../../domain/beaches/listing.ts';
import { pluralise } from '../../../domain/common/format.ts';
import { trackEvent } from '../../data/http/analytics.ts';
import { readHomeFilters } from '../../lib/home-filters.ts';
import { writeListingParams } from '../../lib/listing-url.ts';
import { useNewestSearchParams } from '../../lib/use-newest-search-params.ts';
import { BeachFilterBar, type FilterValues } from '../../ui/beach-filter-bar.tsx';
import { LazyBeachMap } from '../../ui/map/lazy-beach-map.tsx';

const SECTION = '/#find-on-map';
const MAP_HEIGHT = '460px';
const FORM_KEYS = new Set([
  'location',
  'accessType',
  'beachType',
  'hasParking',
  'hasFacilities',
  'hasBeachCafe',
  'hasLifeguards',
]);

/** `beaches`: all of them, once the app has them (undefined on the server's page). */
export function HomeMapSection({ beaches }: { beaches: readonly Beach[] | undefined }) {
  const [params, setParams] = useNewestSearchParams();
  const filters: FilterValues = readHomeFilters(params);
  const [showMap, setShowMap] = useState(true);
  const matching = beaches?.filter(
    (b) => inHomeMapArea(b, filters.location) && matchesBeachFilters(b, filters),
  );
  const shown = matching && spreadForMap(matching);
  const area = filters.location ?? 'Devon';
  const listingLink = `/beaches?${writeListingParams(filters)}`.replace(/\?$/, '');

  return (
    <Stack gap="4">
      <BeachFilterBar
        idPrefix="home"
        values={filters}
        beaches={beaches}
        onChange={(change, label) => {
          trackEvent({ name: 'filter_used', category: 'navigation', label });
          setParams(
            (newest) => {
              const next = writeListingParams({ ...readHomeFilters(newest), ...change });
              for (const [name, value] of newest) if (!FORM_KEYS.has(name)) next.append(name, value);
              return next;
            },
            { replace: true, preventScrollReset: true },
          );
        }}
        action="/beaches"
        keep={[]}
        clearHref={SECTION}
      >
        <Button
          type="button"
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
          {matching && shown
            ? matching.length === 0
              ? `No beaches in ${area} match these filters.`
              : `${pluralise(matching.length, 'beach', 'beaches')} in ${area} ${matching.length === 1 ? 'matches' : 'match'}${matching.length > HOME_MAP_LIMIT ? ` — the map shows ${shown.length} of them, spread along the coast` : ''}.`
            : ''}
        </Text>
        <Link asChild color="sea.700" fontWeight="semibold">
          <RouterLink to={listingLink}>See them as a list →</RouterLink>
        </Link>
      </Flex>
      {showMap &&
        (shown ? (
          <LazyBeachMap
            beaches={shown}
            label={`Map of ${shown.length} dog-friendly beaches`}
            height={MAP_HEIGHT}
          />
        ) : (
          <Box h={MAP_HEIGHT} bg="sea.50" rounded="lg" />
        ))}
    </Stack>
  );
}
