/**
 * The listing sorted by distance from the phone ("Near me"): the same filters as the API,
 * applied to every beach the phone has (the mirror offline), nearest first, then paged.
 */

import type { Beach } from '../../../domain/beaches/beach.ts';
import { matchesBeachFilters, paginate } from '../../../domain/beaches/beach-filters.ts';
import type { Page } from '../../../domain/beaches/listing.ts';
import { formatDistance } from '../../../domain/common/format.ts';
import { byDistance, type GeoPoint } from '../../../domain/dog-rules/nearest-open-beaches.ts';
import type { ListingState } from '../../lib/listing-url.ts';

export interface NearMePage extends Page<Beach> {
  /** "3.1 km" by beach id. */
  distances: Map<number, string>;
}

export function nearMePage(
  beaches: readonly Beach[],
  state: ListingState,
  from: GeoPoint,
  now: Date,
): NearMePage {
  const { sortBy: _sort, page, pageSize, ...filters } = state;
  const near = byDistance(
    from,
    beaches.filter((b) => matchesBeachFilters(b, filters, now)),
  );
  const shown = paginate(near, page, pageSize);
  return {
    ...shown,
    items: shown.items.map((d) => d.beach),
    distances: new Map(shown.items.map((d) => [d.beach.id, formatDistance(d.metres)])),
  };
}
