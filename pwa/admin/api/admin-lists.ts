/**
 * The admin API's paged lists (issue #13's contract): for each, the query key's resource, the
 * path and the schema its pages parse with (domain/admin/admin-answers.ts).
 */
import type { z } from 'zod';
import {
  adminBeachRowSchema,
  adminCommunityPhotoSchema,
  adminFeedbackSchema,
  adminPageSchema,
  adminReviewSchema,
  adminRouteSchema,
  auditEntrySchema,
  contactMessagesPageSchema,
} from '../../../domain/admin/admin-answers.ts';

export interface AdminList<Page> {
  resource: string;
  path: string;
  page: z.ZodType<Page>;
}

const list = <Page>(resource: string, page: z.ZodType<Page>): AdminList<Page> => ({
  resource,
  path: `/api/admin/${resource}`,
  page,
});

/** Beach Management's and Photo Admin's list. */
export const BEACHES_LIST = list('beaches', adminPageSchema(adminBeachRowSchema));
export const REVIEWS_LIST = list('reviews', adminPageSchema(adminReviewSchema));
export const ROUTES_LIST = list('routes', adminPageSchema(adminRouteSchema));
export const PHOTOS_LIST = list('community-photos', adminPageSchema(adminCommunityPhotoSchema));
export const FEEDBACK_LIST = list('feedback', adminPageSchema(adminFeedbackSchema));
/** Its pages also say how many messages are unread in all. */
export const CONTACT_LIST = list('contact-messages', contactMessagesPageSchema);
export const AUDIT_LOG_LIST = list('audit-log', adminPageSchema(auditEntrySchema));
