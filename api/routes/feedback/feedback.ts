/** Feedback (spec §7 "Community"): public list per beach, create, and the author's edit/delete. */
import Router from '@koa/router';
import { feedbackCreateSchema, feedbackUpdateSchema } from '../../../domain/community-requests.ts';
import { actorOf, requireUser, signedInUser } from '../../middleware/auth.ts';
import { CACHE_POLICIES, cacheControl } from '../../middleware/cache-control.ts';
import { idempotency } from '../../middleware/idempotency.ts';
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

export const feedbackRouter = new Router();

feedbackRouter.get('/api/beaches/:identifier/feedback', cacheControl('revalidate'), async (ctx) => {
  const beach = await requireBeach(ctx.params.identifier);
  // isOwn depends on who asks.
  ctx.vary('Cookie');
  ctx.body = (await listPublicFeedback(beach.id)).map(presentFeedbackTo(actorOf(ctx)));
});

feedbackRouter.post('/api/feedback', requireUser(), rateLimit('feedback'), idempotency(), async (ctx) => {
  const feedback = await createFeedback(parseBody(ctx, feedbackCreateSchema), signedInUser(ctx));
  ctx.set('Cache-Control', CACHE_POLICIES.private);
  ctx.status = 201;
  ctx.body = presentFeedback(feedback, actorOf(ctx));
});

feedbackRouter.put('/api/feedback/:id', requireUser(), rateLimit('feedback'), async (ctx) => {
  const id = parseId(ctx.params.id, 'Feedback');
  const feedback = await updateFeedback(id, parseBody(ctx, feedbackUpdateSchema), actorOf(ctx));
  ctx.set('Cache-Control', CACHE_POLICIES.private);
  ctx.body = presentFeedback(feedback, actorOf(ctx));
});

feedbackRouter.delete('/api/feedback/:id', requireUser(), async (ctx) => {
  await deleteFeedback(parseId(ctx.params.id, 'Feedback'), actorOf(ctx));
  ctx.status = 204;
});
