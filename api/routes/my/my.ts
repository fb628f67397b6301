/** The signed-in user's own contributions, for the profile page (spec §2 "Profile"). */

import { actorOf, requireUser, signedInUser } from '../../middleware/auth.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { presentReview } from '../../presenters/community.ts';
import { presentCommunityPhotoTo } from '../../presenters/community-photo.ts';
import { presentDogRuleReport } from '../../presenters/dog-rule-report.ts';
import { presentFeedbackTo } from '../../presenters/feedback.ts';
import { listUserPhotos } from '../../services/community-photos.ts';
import { listUserDogRuleReports } from '../../services/dog-rule-reports.ts';
import { listUserFeedback } from '../../services/feedback.ts';
import { listUserReviews } from '../../services/reviews.ts';
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
