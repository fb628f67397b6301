/**
 * The admin beach list's query (issue #13, Beach Management and Photo Admin):
 * `?search=&sort=name|location|accessType&order=asc|desc&page=&pageSize=`. Photo Admin lists
 * every beach on one page, so pageSize goes up to 500 here (100 on the other admin lists).
 */
import { z } from 'zod';
import { text } from '../common/safe-fields.ts';

export const ADMIN_BEACH_SORTS = ['name', 'location', 'accessType'] as const;
export const ADMIN_BEACH_LIST_MAX_PAGE_SIZE = 500;
const ADMIN_BEACH_LIST_PAGE_SIZE = 25;

const wholeNumber = (label: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`));

export const adminBeachListQuerySchema = z.object({
  search: text('Search')
    .max(100, 'Search must be at most 100 characters')
    .optional()
    .transform((v) => v?.trim() || undefined),
  sort: z
    .enum(ADMIN_BEACH_SORTS, { error: `Sort must be one of ${ADMIN_BEACH_SORTS.join(', ')}` })
    .default('name'),
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).default('asc'),
  page: wholeNumber('page', 1_000_000).default(1),
  pageSize: wholeNumber('pageSize', ADMIN_BEACH_LIST_MAX_PAGE_SIZE).default(ADMIN_BEACH_LIST_PAGE_SIZE),
});

export type AdminBeachListQuery = z.output<typeof adminBeachListQuerySchema>;

/** A row of the admin beach list. */
export interface AdminBeachRow {
  id: number;
  slug: string;
  name: string;
  location: string;
  accessType: string;
  averageRating: number;
  totalReviews: number;
  /** Null: not known. */
  hasParking: boolean | null;
  hasFacilities: boolean | null;
  imageUrl: string | null;
  updatedAt: string;
}
