/**
 * Writing a beach review (DESIGN.md: verified users, 1–5 stars, 10–2000 characters). One
 * review per user per beach: POST (or PUT) again to edit it. Reading reviews is
 * GET /api/beaches/{id}/reviews (routes/beaches).
 */

import type { Context } from 'koa';
import { reviewCreateSchema } from '../../../domain/community/community-requests.ts';
import { requireVerifiedUser, signedInUser } from '../../middleware/auth.ts';
import { idempotency } from '../../middleware/idempotency.ts';
import { answerOnce } from '../../middleware/idempotency-write.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { presentReview } from '../../presenters/community.ts';
import { toNumber } from '../../presenters/values.ts';
import { requireBeach } from '../../services/beach-lookup.ts';
import { saveReview } from '../../services/reviews.ts';
import { parseBody } from '../../validate-body.ts';
import { apiRouter } from '../api-router.ts';

export const reviewsRouter = apiRouter();

async function writeReview(ctx: Context) {
  const beach = await requireBeach(ctx.knex, ctx.params.identifier);
  const input = parseBody(ctx, reviewCreateSchema);
  await answerOnce(ctx, async (trx) => {
    const saved = await saveReview(trx, beach.id, signedInUser(ctx), input);
    const body = {
      review: presentReview(saved.review),
      beach: {
        id: saved.beach.id,
        averageRating: toNumber(saved.beach.averageRating) ?? 0,
        totalReviews: saved.beach.totalReviews,
      },
    };
    return { status: saved.created ? 201 : 200, body };
  });
}

const guards = [requireVerifiedUser(), rateLimit('contribution'), idempotency()] as const;

reviewsRouter.post('/api/beaches/:identifier/reviews', ...guards, writeReview);
reviewsRouter.put('/api/beaches/:identifier/reviews', ...guards, writeReview);
