/**
 * The listing's filter, sort and pagination rules (spec sections 4, 5 and 9), written once.
 * The API applies them in SQL (api/services/beach-listing.ts, checked against these functions
 * by its tests) and the PWA applies them to its IndexedDB mirror when offline.
 */
import { z } from 'zod';
import { ACCESS_TYPES, AMENITY_FLAGS, type AmenityFlag, BEACH_LOCATIONS, BEACH_TYPES } from './beach.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE, type Page } from './listing.ts';

export const SORT_OPTIONS = ['name', 'location', 'rating', 'reviews'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
/** The dropdown shows "name" first; we make the data agree with what the dropdown says. */
export const DEFAULT_SORT: SortOption = 'name';

/** "all" (or an empty value) means no filter, as the spec's selects send it. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.literal('all'), z.literal(''), z.enum(values)], {
      error: `Must be one of: all, ${values.join(', ')}`,
    })
    .optional()
    .transform((v) => (v === 'all' || v === '' ? undefined : (v as T[number] | undefined)));

/** Toggles arrive as "true"/"false" (or 1/0); only true filters. */
const toggle = z
  .enum(['true', 'false', '1', '0'], { error: 'Must be true or false' })
  .optional()
  .transform((v) => v === 'true' || v === '1');

const positiveInt = (label: string, max?: number) =>
  z
    .string()
    .regex(/^\d+$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(
      max === undefined
        ? z.number().int().min(1, `${label} must be at least 1`)
        : z.number().int().min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`),
    );

/** Query-string form of the listing filters, as `/api/beaches` and `/beaches` read them. */
export const beachListingQuerySchema = z.object({
  search: z
    .string()
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .transform((v) => v?.trim() || undefined),
  location: optionalChoice(BEACH_LOCATIONS),
  accessType: optionalChoice(ACCESS_TYPES),
  beachType: optionalChoice(BEACH_TYPES),
  hasParking: toggle,
  hasFacilities: toggle,
  hasFreshWater: toggle,
  hasBeachCafe: toggle,
  hasLifeguards: toggle,
  hasDogWalks: toggle,
  minRating: z
    .string()
    .regex(/^\d(\.\d+)?$/, 'minRating must be a number from 0 to 5')
    .transform(Number)
    .pipe(z.number().min(0).max(5, 'minRating must be a number from 0 to 5'))
    .optional(),
  sortBy: z.enum(SORT_OPTIONS, { error: `Must be one of: ${SORT_OPTIONS.join(', ')}` }).default(DEFAULT_SORT),
  page: positiveInt('page').default(1),
  pageSize: positiveInt('pageSize', MAX_PAGE_SIZE).default(PAGE_SIZE),
});

export type BeachListingQuery = z.output<typeof beachListingQuerySchema>;
export type BeachFilters = Omit<BeachListingQuery, 'sortBy' | 'page' | 'pageSize'>;

/** The keys whose presence turns `/api/beaches` from "the full list" into a filtered page. */
export const LISTING_QUERY_KEYS = Object.keys(beachListingQuerySchema.shape);

/** What a filter needs to know about a beach. */
export interface FilterableBeach extends Partial<Record<AmenityFlag, boolean>> {
  name: string;
  location: string;
  description?: string | null;
  accessType: string;
  beachType: string;
  averageRating: number;
  totalReviews: number;
}

/** The text the search box matches against: name, location and description combined. */
export function searchableText(beach: Pick<FilterableBeach, 'name' | 'location' | 'description'>): string {
  return `${beach.name} ${beach.location} ${beach.description ?? ''}`.toLowerCase();
}

export function matchesBeachFilters(beach: FilterableBeach, filters: Partial<BeachFilters>): boolean {
  if (filters.search && !searchableText(beach).includes(filters.search.toLowerCase())) return false;
  if (filters.location && beach.location !== filters.location) return false;
  if (filters.accessType && beach.accessType !== filters.accessType) return false;
  if (filters.beachType && beach.beachType !== filters.beachType) return false;
  for (const flag of AMENITY_FLAGS) {
    if (filters[flag] && !beach[flag]) return false;
  }
  if (filters.minRating !== undefined && beach.averageRating < filters.minRating) return false;
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
): Page<T> {
  const matching = beaches.filter((b) => matchesBeachFilters(b, query)).sort(beachComparators[query.sortBy]);
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
