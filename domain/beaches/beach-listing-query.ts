/**
 * The listing's query-string schema (zod): how `/api/beaches` and `/beaches` read their
 * parameters. The rules it feeds are in beach-filters.ts.
 */
import { z } from 'zod';
import { parseMoment } from '../clock/moment.ts';
import { text } from '../common/safe-fields.ts';
import { ACCESS_TYPES, BEACH_LOCATIONS, BEACH_TYPES } from './beach.ts';
import { DEFAULT_SORT, SORT_OPTIONS } from './beach-filters.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './listing.ts';

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
  search: text('Search')
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
  /** Dogs allowed today, or at `at` (beach-filters.ts): true/1 filters, as the amenity toggles. */
  dogsToday: toggle,
  /** A planned moment on the London clock (domain/clock/moment.ts); empty means now. */
  at: z
    .string()
    .optional()
    .refine((v) => !v || parseMoment(v) !== null, {
      error: 'at must be a date and time on the London clock, such as 2026-12-05T14:00',
    })
    .transform((v) => v || undefined),
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

/** The keys whose presence turns `/api/beaches` from "the full list" into a filtered page. */
export const LISTING_QUERY_KEYS = Object.keys(beachListingQuerySchema.shape);
