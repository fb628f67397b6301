/** Feedback (spec §7 "Community"): public list per beach, create, and the author's edit/delete. */

import { feedbackCreateSchema, feedbackUpdateSchema } from '../../../domain/community/community-requests.ts';
import { actorOf, requireUser, signedInUser } from '../../middleware/auth.ts';
import { CACHE_POLICIES, cacheControl } from '../../middleware/cache-control.ts';
import { idempotency } from '../../middleware/idempotency.ts';
import { answerOnce } from '../../middleware/idempotency-write.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { presentFeedback, presentFeedbackTo } from '../../presenters/feedback.ts';
import { parseId, requireBeach } from '../../services/beach-lookup.ts';
import {
  createFeedback,
  deleteFeedback,
  listPublicFeedback,
  updateFeedback,
} from '../../services/feedback.ts';
import { parseBody } from '../../validate-body.ts';
import { apiRouter } from '../api-router.ts';

export const feedbackRouter = apiRouter();

feedbackRouter.get('/api/beaches/:identifier/feedback', cacheControl('revalidate'), async (ctx) => {
  const beach = await requireBeach(ctx.knex, ctx.params.identifier);
  // isOwn depends on who asks.
  ctx.vary('Cookie');
  ctx.body = (await listPublicFeedback(ctx.knex, beach.id)).map(presentFeedbackTo(actorOf(ctx)));
});

feedbackRouter.post('/api/feedback', requireUser(), rateLimit('feedback'), idempotency(), async (ctx) => {
  const input = parseBody(ctx, feedbackCreateSchema);
  ctx.set('Cache-Control', CACHE_POLICIES.private);
  await answerOnce(ctx, async (trx) => {
    const feedback = await createFeedback(trx, input, signedInUser(ctx));
    return { status: 201, body: presentFeedback(feedback, actorOf(ctx)) };
  });
});

feedbackRouter.put('/api/feedback/:id', requireUser(), rateLimit('feedback'), idempotency(), async (ctx) => {
  const id = parseId(ctx.params.id, 'Feedback');
  const input = parseBody(ctx, feedbackUpdateSchema);
  ctx.set('Cache-Control', CACHE_POLICIES.private);
  await answerOnce(ctx, async (trx) => {
    const feedback = await updateFeedback(trx, id, input, actorOf(ctx));
    return { status: 200, body: presentFeedback(feedback, actorOf(ctx)) };
  });
});

feedbackRouter.delete('/api/feedback/:id', requireUser(), idempotency(), async (ctx) => {
  const id = parseId(ctx.params.id, 'Feedback');
  await answerOnce(ctx, async (trx) => {
    await deleteFeedback(trx, id, actorOf(ctx));
    return { status: 204 };
  });
});
