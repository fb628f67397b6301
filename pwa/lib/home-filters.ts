/**
 * Home's filters (its map section) from the query string: the listing's selects and amenity
 * toggles, nothing else, read as the listing's schema reads them (domain/beaches/
 * beach-listing-query.ts) — a value it would refuse is dropped — but without the schema library:
 * home is the first page most visitors open, and zod's chunk is 23 KB of its first use.
 */
import { ACCESS_TYPES, BEACH_LOCATIONS, BEACH_TYPES } from '../../domain/beaches/beach.ts';
import type { ListingState } from './listing-url.ts';

type HomeFilters = Pick<
  ListingState,
  'location' | 'accessType' | 'beachType' | 'hasParking' | 'hasFacilities' | 'hasBeachCafe' | 'hasLifeguards'
>;

/** One of `values`, or nothing for "all", an empty value or one it does not know. */
function choice<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** A toggle is on when it says "true" or "1". */
const on = (value: string | null) => value === 'true' || value === '1';

export function readHomeFilters(params: URLSearchParams): HomeFilters {
  return {
    location: choice(BEACH_LOCATIONS, params.get('location')),
    accessType: choice(ACCESS_TYPES, params.get('accessType')),
    beachType: choice(BEACH_TYPES, params.get('beachType')),
    hasParking: on(params.get('hasParking')),
    hasFacilities: on(params.get('hasFacilities')),
    hasBeachCafe: on(params.get('hasBeachCafe')),
    hasLifeguards: on(params.get('hasLifeguards')),
  };
}
