/**
 * Reads the listing's state from the query string, tolerating hand-edited or stale values
 * by dropping them (the writer is in listing-url.ts).
 */
import { beachListingQuerySchema } from '../../domain/beach-listing-query.ts';
import type { ListingState } from './listing-url.ts';

const FIELDS = Object.keys(beachListingQuerySchema.shape) as (keyof ListingState)[];

/** Reads the listing state; any single bad value is dropped rather than breaking the page. */
export function readListingParams(params: URLSearchParams): ListingState {
  const raw: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value === null) continue;
    if (beachListingQuerySchema.shape[field].safeParse(value).success) raw[field] = value;
  }
  return beachListingQuerySchema.parse(raw);
}
