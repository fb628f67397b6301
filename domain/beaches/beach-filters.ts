/**
 * The listing's filter, sort and pagination rules (spec sections 4, 5 and 9), written once.
 * The API applies them in SQL (api/services/beach-listing.ts, checked against these functions
 * by its tests) and the PWA applies them to its IndexedDB mirror when offline.
 */

import { parseMoment } from '../clock/moment.ts';
import type { DogRuleSource } from '../dog-rules/dog-rules-legacy.ts';
import { dogsAllowedAt } from '../dog-rules/dog-status-at.ts';
import { dogsAllowedToday } from '../dog-rules/dogs-allowed-today.ts';
import {
  type AccessType,
  AMENITY_FLAGS,
  type AmenityFlag,
  type BeachLocation,
  type BeachType,
} from './beach.ts';
import type { Page } from './listing.ts';

export const SORT_OPTIONS = ['name', 'location', 'rating', 'reviews'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
/** The dropdown shows "name" first; we make the data agree with what the dropdown says. */
export const DEFAULT_SORT: SortOption = 'name';

/** The listing query after parsing (see beach-listing-query.ts for the query-string schema). */
export interface BeachFilters {
  search?: string;
  location?: BeachLocation;
  accessType?: AccessType;
  beachType?: BeachType;
  hasParking: boolean;
  hasFacilities: boolean;
  hasFreshWater: boolean;
  hasBeachCafe: boolean;
  hasLifeguards: boolean;
  hasDogWalks: boolean;
  minRating?: number;
  /**
   * Without `at`: only beaches with no whole-beach dog ban at any time of today
   * (dogs-allowed-today.ts). With it: none in force at that moment, on rules known then
   * (dog-status-at.ts).
   */
  dogsToday: boolean;
  /** A planned moment, `2026-12-05T14:00` on the London clock (domain/clock/moment.ts). */
  at?: string;
}

export interface BeachListingQuery extends BeachFilters {
  sortBy: SortOption;
  page: number;
  pageSize: number;
}

/** What a filter needs to know about a beach. */
export interface FilterableBeach extends Partial<Record<AmenityFlag, boolean | null>>, DogRuleSource {
  name: string;
  location: string;
  description?: string | null;
  beachType: string;
  averageRating: number;
  totalReviews: number;
}

/** The text the search box matches against: name, location and description combined. */
export function searchableText(beach: Pick<FilterableBeach, 'name' | 'location' | 'description'>): string {
  return `${beach.name} ${beach.location} ${beach.description ?? ''}`.toLowerCase();
}

// The same moment is asked of every beach in a list: read it once.
let lastMoment: { at: string; instant: Date | null } | null = null;
const instantOf = (at: string) => {
  if (lastMoment?.at !== at) lastMoment = { at, instant: parseMoment(at)?.instant ?? null };
  return lastMoment.instant;
};

/** The "dogs allowed" filter: at the planned moment when there is one, else today at `now`. */
export function dogsAllowedFor(beach: DogRuleSource, at: string | undefined, now: Date): boolean {
  const instant = at ? instantOf(at) : null;
  return instant ? dogsAllowedAt(beach, instant) : dogsAllowedToday(beach, now);
}

/** `now` matters only to `dogsToday` without `at`: the day it is on the London clock. */
export function matchesBeachFilters(
  beach: FilterableBeach,
  filters: Partial<BeachFilters>,
  now = new Date(),
): boolean {
  if (filters.search && !searchableText(beach).includes(filters.search.toLowerCase())) return false;
  if (filters.location && beach.location !== filters.location) return false;
  if (filters.accessType && beach.accessType !== filters.accessType) return false;
  if (filters.beachType && beach.beachType !== filters.beachType) return false;
  for (const flag of AMENITY_FLAGS) {
    if (filters[flag] && !beach[flag]) return false;
  }
  if (filters.minRating !== undefined && beach.averageRating < filters.minRating) return false;
  if (filters.dogsToday && !dogsAllowedFor(beach, filters.at, now)) return false;
  return true;
}

const byName = (a: FilterableBeach, b: FilterableBeach) => compareText(a.name, b.name);

/** Case-insensitive, code-point order: the same order as the SQL `lower(name) COLLATE "C"`. */
export function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Sort orders; ties always fall back to name so that pages are stable. */
export const beachComparators: Record<SortOption, (a: FilterableBeach, b: FilterableBeach) => number> = {
  name: byName,
  location: (a, b) => compareText(a.location, b.location) || byName(a, b),
  rating: (a, b) => b.averageRating - a.averageRating || byName(a, b),
  reviews: (a, b) => b.totalReviews - a.totalReviews || byName(a, b),
};

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const start = (page - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), total: items.length, page, pageSize };
}

/** Filter, sort and paginate an in-memory list: the offline twin of the SQL listing. */
export function queryBeaches<T extends FilterableBeach>(
  beaches: readonly T[],
  query: BeachListingQuery,
  now = new Date(),
): Page<T> {
  const matching = beaches
    .filter((b) => matchesBeachFilters(b, query, now))
    .sort(beachComparators[query.sortBy]);
  return paginate(matching, query.page, query.pageSize);
}

/** Page numbers to show: up to `max` around the current page (spec: up to 5). */
export function pageWindow(page: number, totalPages: number, max = 5): number[] {
  if (totalPages <= 0) return [];
  const half = Math.floor(max / 2);
  const start = Math.max(1, Math.min(page - half, totalPages - max + 1));
  const end = Math.min(totalPages, start + max - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
