/**
 * Reads the listing's state from the query string, tolerating hand-edited or stale values
 * by dropping them (the writer is in listing-url.ts).
 */
import { beachListingQuerySchema } from '../../domain/beaches/beach-listing-query.ts';
import { type ListingState, writeListingParams } from './listing-url.ts';

const FIELDS = Object.keys(beachListingQuerySchema.shape) as (keyof typeof beachListingQuerySchema.shape)[];

/** Reads the listing state; any single bad value is dropped rather than breaking the page. */
export function readListingParams(params: URLSearchParams): ListingState {
  const state: ListingState = readApiState(params);
  if (params.get('sortBy') === 'near') state.sortBy = 'near';
  if (params.get('view') === 'list') state.view = 'list';
  return state;
}

/** The state the API understands ("near" is the phone's own sort: the API sorts by name then). */
function readApiState(params: URLSearchParams) {
  const raw: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value === null) continue;
    if (beachListingQuerySchema.shape[field].safeParse(value).success) raw[field] = value;
  }
  return beachListingQuerySchema.parse(raw);
}

/** The API query for the page of the listing the address asks for (page number included). */
export function listingApiParams(params: URLSearchParams): URLSearchParams {
  const state = readApiState(params);
  const apiParams = writeListingParams(state);
  apiParams.set('page', String(state.page));
  return apiParams;
}
