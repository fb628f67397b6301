/**
 * Bans in your calendar (issue #31 item 4): iCalendar feeds of dog rules that calendars subscribe
 * to. A beach's feed is public and kept per data version like the other public reads (it also
 * follows the London day: it starts today). The "my beaches" feed is at a private address the user
 * makes, replaces or stops under /api/my/calendar-feed; it follows their favourites as well as the
 * rules, so it is built on every request and never kept.
 *
 * Making an address is online only and not replayed under an Idempotency-Key: a replay would have
 * to keep the answer, and the answer is the address, which is stored nowhere but as a hash.
 */
import type { Context } from 'koa';
import { notFound } from '../../errors.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { cachedPerDataVersion } from '../../middleware/cached-per-data-version.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { presentCalendarFeedCreated, presentCalendarFeedStatus } from '../../presenters/calendar-feed.ts';
import { requireBeach } from '../../services/beach-lookup.ts';
import { beachFeedIcs, myBeachesFeedIcs } from '../../services/calendar-feed-ics.ts';
import {
  calendarFeedOwner,
  favouriteFeedBeaches,
  feedBeachOf,
  findCalendarFeed,
  replaceCalendarFeed,
  revokeCalendarFeed,
} from '../../services/calendar-feeds.ts';
import { apiRouter } from '../api-router.ts';

const ICALENDAR = 'text/calendar; charset=utf-8';

const origin = (ctx: Context) => ctx.services.config.PUBLIC_URL;

/** The public feeds: a beach's, and the one at a user's private address. */
export const calendarRouter = apiRouter();

calendarRouter.get(
  '/api/beaches/:identifier/calendar.ics',
  cacheControl('publicList'),
  cachedPerDataVersion({ type: ICALENDAR }),
  async (ctx) => {
    const beach = await requireBeach(ctx.knex, ctx.params.identifier);
    ctx.type = ICALENDAR;
    ctx.body = beachFeedIcs(feedBeachOf(beach), origin(ctx), new Date());
  },
);

/** No session: the address is the key. Unknown, malformed and revoked tokens are all one 404. */
calendarRouter.get(
  '/api/calendar/:token.ics',
  rateLimit('calendarFeed'),
  cacheControl('private'),
  async (ctx) => {
    const userId = await calendarFeedOwner(ctx.knex, ctx.params.token);
    if (userId === null) throw notFound('Calendar not found');
    const beaches = await favouriteFeedBeaches(ctx.knex, userId);
    ctx.type = ICALENDAR;
    ctx.body = myBeachesFeedIcs(beaches, origin(ctx), new Date());
  },
);

/** The signed-in user's private address: whether there is one, make or replace it, stop it. */
export const calendarFeedRouter = apiRouter('/api/my/calendar-feed');

calendarFeedRouter.use(requireUser(), cacheControl('private'));

calendarFeedRouter.get('/', async (ctx) => {
  ctx.body = presentCalendarFeedStatus(await findCalendarFeed(ctx.knex, signedInUser(ctx).id));
});

/** The new address, in this answer only; the one before it stops working. */
calendarFeedRouter.post('/', async (ctx) => {
  const { token, createdAt } = await replaceCalendarFeed(ctx.knex, signedInUser(ctx).id);
  ctx.status = 201;
  ctx.body = presentCalendarFeedCreated(origin(ctx), token, createdAt);
});

calendarFeedRouter.delete('/', async (ctx) => {
  await revokeCalendarFeed(ctx.knex, signedInUser(ctx).id);
  ctx.status = 204;
});
