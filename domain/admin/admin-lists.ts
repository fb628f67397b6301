/**
 * The query strings of the admin API's lists (issue #13): paging (`?page=1&pageSize=25`, at
 * most 100 a page) and each list's filters. The API validates with these; the admin screens
 * build their requests from the same names and choices.
 */
import { z } from 'zod';
import { MAX_DB_INTEGER, text } from '../common/safe-fields.ts';
import { FEEDBACK_TYPES } from '../community/community-requests.ts';

const ADMIN_PAGE_SIZE = 25;
const ADMIN_MAX_PAGE_SIZE = 100;
/** Further than this nobody pages; it also keeps the SQL offset in range. */
const MAX_PAGE = 1_000_000;

/** A positive whole number from the query string, at most `max`. */
const wholeNumber = (label: string, max: number) =>
  z
    .string({ error: `${label} must be a whole number` })
    .regex(/^\d{1,9}$/, `${label} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${label} must be at least 1`).max(max, `${label} must be at most ${max}`));

/** One of `values`. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `Must be one of: ${values.join(', ')}` });

/** `?page=&pageSize=`: page from 1, pageSize up to `maxPageSize` (25 when absent). */
const adminPageQuery = (maxPageSize = ADMIN_MAX_PAGE_SIZE) => ({
  page: wholeNumber('page', MAX_PAGE).default(1),
  pageSize: wholeNumber('pageSize', maxPageSize).default(ADMIN_PAGE_SIZE),
});

const beachId = wholeNumber('beachId', MAX_DB_INTEGER).optional();

export const adminReviewsQuerySchema = z.object({ ...adminPageQuery(), beachId });

const ROUTE_STATUSES = ['pending', 'approved', 'all'] as const;
export const adminRoutesQuerySchema = z.object({
  ...adminPageQuery(),
  status: oneOf(ROUTE_STATUSES).default('all'),
});

const PHOTO_VISIBILITIES = ['all', 'visible', 'hidden'] as const;
export const adminCommunityPhotosQuerySchema = z.object({
  ...adminPageQuery(),
  visibility: oneOf(PHOTO_VISIBILITIES).default('all'),
  beachId,
});

const FEEDBACK_VISIBILITIES = ['public', 'private'] as const;
export const adminFeedbackQuerySchema = z.object({
  ...adminPageQuery(),
  type: oneOf(FEEDBACK_TYPES).optional(),
  visibility: oneOf(FEEDBACK_VISIBILITIES).optional(),
  beachId,
});

const CONTACT_STATUSES = ['unread', 'read', 'all'] as const;
export const adminContactQuerySchema = z.object({
  ...adminPageQuery(),
  status: oneOf(CONTACT_STATUSES).default('all'),
});

const ANALYTICS_DEFAULT_DAYS = 30;
const ANALYTICS_MAX_DAYS = 90;
export const adminAnalyticsQuerySchema = z.object({
  days: wholeNumber('days', ANALYTICS_MAX_DAYS).default(ANALYTICS_DEFAULT_DAYS),
});

export const adminAuditLogQuerySchema = z.object({
  ...adminPageQuery(),
  entity: text('entity')
    .trim()
    .max(50, 'entity must be at most 50 characters')
    .optional()
    .transform((v) => v || undefined),
});

/** A page of a list, as every admin list answers. */
export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
