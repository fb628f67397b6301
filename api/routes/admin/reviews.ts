/** Review Moderation: GET /api/admin/reviews (newest first, paged), DELETE /api/admin/reviews/:id. */
import { adminReviewsQuerySchema } from '../../../domain/admin/admin-lists.ts';
import { auditedWrite } from '../../services/admin-audit.ts';
import { deleteReview, listReviews } from '../../services/admin-moderation.ts';
import { parseId } from '../../services/beach-lookup.ts';
import { parseQuery } from '../../validate.ts';
import { auditedActorOf, guardedAdminRouter } from './admin-router.ts';

export const adminReviewsRouter = guardedAdminRouter();

adminReviewsRouter.get('/reviews', async (ctx) => {
  ctx.body = await listReviews(ctx.knex, parseQuery(ctx, adminReviewsQuerySchema));
});

/** Deletes the review and answers its beach's recomputed rating. */
adminReviewsRouter.delete('/reviews/:id', async (ctx) => {
  const id = parseId(ctx.params.id, 'Review');
  ctx.body = await auditedWrite(auditedActorOf(ctx), (trx) => deleteReview(trx, id));
});
