/**
 * The listing's state lives in the query string (spec §2). This module writes it back
 * without defaults, so URLs stay short and shareable; reading (with zod) is in
 * listing-params.ts, kept apart so pages that only link to the listing stay light.
 */
import { type BeachListingQuery, DEFAULT_SORT, type SortOption } from '../../domain/beaches/beach-filters.ts';
import { PAGE_SIZE } from '../../domain/beaches/listing.ts';

/**
 * "near" sorts by the distance from the phone's position, on the phone alone: the address
 * keeps only `sortBy=near`, never the position, and the API is never asked for it.
 */
export type ListingSort = SortOption | 'near';
/** How the cards are laid out: in the address too (`view=list`), so the server answers a change of it. */
export type ListingView = 'grid' | 'list';
export type ListingState = Omit<BeachListingQuery, 'sortBy'> & { sortBy: ListingSort; view?: ListingView };

export const TOGGLES = [
  ['hasParking', 'Parking'],
  ['hasFacilities', 'Facilities'],
  ['hasBeachCafe', 'Cafe'],
  ['hasLifeguards', 'Lifeguards'],
] as const;

/** Writes the state back, omitting defaults and switched-off toggles. */
export function writeListingParams(state: Partial<ListingState>): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value === undefined || value === false || value === '') return;
    params.set(key, String(value));
  };
  put('search', state.search);
  put('location', state.location);
  put('accessType', state.accessType);
  put('beachType', state.beachType);
  for (const flag of [
    'hasParking',
    'hasFacilities',
    'hasFreshWater',
    'hasBeachCafe',
    'hasLifeguards',
    'hasDogWalks',
  ] as const) {
    put(flag, state[flag] ? 'true' : undefined);
  }
  put('minRating', state.minRating);
  put('dogsToday', state.dogsToday ? 'true' : undefined);
  put('at', state.at);
  if (state.sortBy && state.sortBy !== DEFAULT_SORT) put('sortBy', state.sortBy);
  if (state.page && state.page > 1) put('page', state.page);
  if (state.pageSize && state.pageSize !== PAGE_SIZE) put('pageSize', state.pageSize);
  if (state.view === 'list') put('view', 'list');
  return params;
}

/** True when any filter narrows the list (sort and page are not filters). */
export function hasActiveFilters(state: ListingState): boolean {
  const { sortBy: _s, page: _p, pageSize: _ps, view: _v, ...filters } = state;
  return Object.values(filters).some((v) => v !== undefined && v !== false);
}
