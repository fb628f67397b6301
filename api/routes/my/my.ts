/** The signed-in user's own contributions, for the profile page (spec §2 "Profile"), and their beaches. */

import { favouritePutSchema } from '../../../domain/favourites/favourite-schema.ts';
import { actorOf, requireUser, signedInUser } from '../../middleware/auth.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { idempotency } from '../../middleware/idempotency.ts';
import { answerOnce } from '../../middleware/idempotency-write.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { presentReview } from '../../presenters/community.ts';
import { presentCommunityPhotoTo } from '../../presenters/community-photo.ts';
import { presentDogRuleReport } from '../../presenters/dog-rule-report.ts';
import { presentFavourite } from '../../presenters/favourite.ts';
import { presentFeedbackTo } from '../../presenters/feedback.ts';
import { requireBeach } from '../../services/beach-lookup.ts';
import { listUserPhotos } from '../../services/community-photos.ts';
import { listUserDogRuleReports } from '../../services/dog-rule-reports.ts';
import { listFavourites, removeFavourite, saveFavourite } from '../../services/favourites.ts';
import { listUserFeedback } from '../../services/feedback.ts';
import { listUserReviews } from '../../services/reviews.ts';
import { parseBody } from '../../validate-body.ts';
import { apiRouter } from '../api-router.ts';

export const myRouter = apiRouter('/api/my');

myRouter.use(requireUser(), cacheControl('private'));

myRouter.get('/feedback', async (ctx) => {
  ctx.body = (await listUserFeedback(ctx.knex, signedInUser(ctx).id)).map(presentFeedbackTo(actorOf(ctx)));
});

myRouter.get('/photos', async (ctx) => {
  ctx.body = (await listUserPhotos(ctx.knex, signedInUser(ctx).id)).map(
    presentCommunityPhotoTo(actorOf(ctx)),
  );
});

/** So a review form can start from the review already written (one per user per beach). */
myRouter.get('/reviews', async (ctx) => {
  ctx.body = (await listUserReviews(ctx.knex, signedInUser(ctx).id)).map(presentReview);
});

/** The visitor's reports on dog rules and where each stands (issue #29 item 4). */
myRouter.get('/dog-rule-reports', async (ctx) => {
  ctx.body = (await listUserDogRuleReports(ctx.knex, signedInUser(ctx).id)).map(presentDogRuleReport);
});

/** The user's beaches (issue #31 item 1). */
myRouter.get('/favourites', async (ctx) => {
  ctx.body = (await listFavourites(ctx.knex, signedInUser(ctx).id)).map(presentFavourite);
});

/** Stars a beach, or changes its notes or reminder: sent through the phone's outbox, answered once. */
myRouter.put('/favourites/:identifier', rateLimit('favourites'), idempotency(), async (ctx) => {
  const beach = await requireBeach(ctx.knex, ctx.params.identifier);
  const input = parseBody(ctx, favouritePutSchema);
  await answerOnce(ctx, async (trx) => {
    const { favourite, created } = await saveFavourite(trx, signedInUser(ctx).id, beach.id, input);
    return { status: created ? 201 : 200, body: presentFavourite(favourite) };
  });
});

myRouter.delete('/favourites/:identifier', rateLimit('favourites'), idempotency(), async (ctx) => {
  const beach = await requireBeach(ctx.knex, ctx.params.identifier);
  await answerOnce(ctx, async (trx) => {
    await removeFavourite(trx, signedInUser(ctx).id, beach.id);
    return { status: 204 };
  });
});
