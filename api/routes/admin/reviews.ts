/** Review Moderation: GET /api/admin/reviews (newest first, paged), DELETE /api/admin/reviews/:id. */
import { guardedAdminRouter } from './admin-router.ts';

export const adminReviewsRouter = guardedAdminRouter();
