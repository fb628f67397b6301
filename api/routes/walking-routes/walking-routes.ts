/** Dog walks on the beach page (spec §7 "Community"): list, submit for review, rate. */

import { routeRatingSchema, walkingRouteCreateSchema } from '../../../domain/community/community-requests.ts';
import { currentUser, requireUser, signedInUser } from '../../middleware/auth.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { idempotency } from '../../middleware/idempotency.ts';
import { answerOnce } from '../../middleware/idempotency-write.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { presentRouteRating, presentWalkingRoute } from '../../presenters/walking-route.ts';
import { parseId, requireBeach } from '../../services/beach-lookup.ts';
import { anonymousRater } from '../../services/route-rater-key.ts';
import { listApprovedRoutes, rateRoute, submitRoute } from '../../services/walking-routes.ts';
import { parseBody } from '../../validate-body.ts';
import { apiRouter } from '../api-router.ts';

export const walkingRoutesRouter = apiRouter();

walkingRoutesRouter.get('/api/beaches/:identifier/routes', cacheControl('revalidate'), async (ctx) => {
  const beach = await requireBeach(ctx.knex, ctx.params.identifier);
  ctx.body = (await listApprovedRoutes(ctx.knex, beach.id)).map(presentWalkingRoute);
});

walkingRoutesRouter.post(
  '/api/routes',
  requireUser(),
  rateLimit('contribution'),
  idempotency(),
  async (ctx) => {
    const input = parseBody(ctx, walkingRouteCreateSchema);
    await answerOnce(ctx, async (trx) => {
      const route = await submitRoute(trx, input, signedInUser(ctx));
      return { status: 201, body: presentWalkingRoute(route) };
    });
  },
);

walkingRoutesRouter.post(
  '/api/routes/:routeId/rate',
  rateLimit('contribution'),
  idempotency(),
  async (ctx) => {
    const routeId = parseId(ctx.params.routeId, 'Walking route');
    const input = parseBody(ctx, routeRatingSchema);
    const user = currentUser(ctx);
    const rater = user
      ? { user }
      : { anonymous: anonymousRater(ctx.services.config.SESSION_SECRET, ctx.ip, ctx.get('User-Agent')) };
    await answerOnce(ctx, async (trx) => {
      const { rating, route } = await rateRoute(trx, routeId, input, rater);
      return { status: 201, body: { rating: presentRouteRating(rating), route: presentWalkingRoute(route) } };
    });
  },
);
