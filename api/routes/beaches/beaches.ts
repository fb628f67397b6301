import type { Context } from 'koa';
import { beachListingQuerySchema, LISTING_QUERY_KEYS } from '../../../domain/beaches/beach-listing-query.ts';
import { beachIndexEntry } from '../../../domain/beaches/listing.ts';
import { londonIsoDate } from '../../../domain/clock/london-time.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { cachedPerDataVersion } from '../../middleware/cached-per-data-version.ts';
import { presentBeach } from '../../presenters/beach.ts';
import { presentReview } from '../../presenters/community.ts';
import { presentEatery, presentParking } from '../../presenters/place.ts';
import { presentWaterQuality } from '../../presenters/water-quality.ts';
import { listAllBeaches, listBeachesPage, listFeaturedBeaches } from '../../services/beach-listing.ts';
import { requireBeach } from '../../services/beach-lookup.ts';
import { listBeachEateries, listBeachParking } from '../../services/places.ts';
import { listBeachReviews } from '../../services/reviews.ts';
import { findWaterQuality } from '../../services/water-quality.ts';
import { parseQuery } from '../../validate.ts';
import { apiRouter } from '../api-router.ts';

export const beachesRouter = apiRouter('/api/beaches');

/** The instant a listing request is answered for: its cache key and its filter read the same day. */
const listingNow = (ctx: Context): Date => {
  ctx.state.listingNow ??= new Date();
  return ctx.state.listingNow;
};

/** The `at` the listing reads (the first, as parseQuery reads a repeated key), or undefined. */
const plannedMoment = (ctx: Context) => {
  const at = ctx.query.at;
  return (Array.isArray(at) ? at[0] : at) || undefined;
};

/**
 * Without listing parameters: every beach, sorted by name (what the spec's clients read).
 * With any of them: `{ items, total, page, pageSize }` filtered, sorted and paged in SQL.
 * Either is kept per data version, keyed on the listing parameters (a planned moment `at`
 * among them); "dogs allowed today" without a moment depends on the day too, so its answers are
 * also keyed on the London date. With `at` the filter asks about that moment (beach-filters.ts).
 */
beachesRouter.get(
  '/',
  cacheControl('publicList'),
  cachedPerDataVersion({
    query: LISTING_QUERY_KEYS,
    keyPart: (ctx) =>
      Object.hasOwn(ctx.query, 'dogsToday') && !plannedMoment(ctx) ? londonIsoDate(listingNow(ctx)) : null,
  }),
  async (ctx) => {
    const isListing = Object.keys(ctx.query).some((key) => LISTING_QUERY_KEYS.includes(key));
    if (!isListing) {
      ctx.body = (await listAllBeaches(ctx.knex)).map(presentBeach);
      return;
    }
    const page = await listBeachesPage(ctx.knex, parseQuery(ctx, beachListingQuerySchema), listingNow(ctx));
    ctx.body = { ...page, items: page.items.map(presentBeach) };
  },
);

/** The home page's featured beaches, so its first view need not wait for the whole list. */
beachesRouter.get('/featured', cacheControl('publicList'), cachedPerDataVersion(), async (ctx) => {
  ctx.body = (await listFeaturedBeaches(ctx.knex)).map(presentBeach);
});

/**
 * Every beach's id, slug, name and location, by name: what the water quality page joins its
 * records with (about 3 KB gzipped, where the whole list is 70 KB), so the server's page can
 * carry it.
 */
beachesRouter.get('/index', cacheControl('publicList'), cachedPerDataVersion(), async (ctx) => {
  ctx.body = (await listAllBeaches(ctx.knex)).map((beach) => beachIndexEntry(presentBeach(beach)));
});

/** One beach, kept per data version like the lists (by slug and by id, each its own entry). */
beachesRouter.get('/:identifier', cacheControl('revalidate'), cachedPerDataVersion(), async (ctx) => {
  ctx.body = presentBeach(await requireBeach(ctx.knex, ctx.params.identifier));
});

beachesRouter.get('/:identifier/reviews', cacheControl('revalidate'), async (ctx) => {
  const beach = await requireBeach(ctx.knex, ctx.params.identifier);
  ctx.body = (await listBeachReviews(ctx.knex, beach.id)).map(presentReview);
});

/**
 * A beach's current record, or `null` when we hold none (most beaches that are not a bathing
 * water): an ordinary answer, not a 404, which stays for a beach that does not exist.
 */
beachesRouter.get('/:identifier/water-quality', cacheControl('revalidate'), async (ctx) => {
  const beach = await requireBeach(ctx.knex, ctx.params.identifier);
  const record = await findWaterQuality(ctx.knex, beach.id);
  // JSON `null` written out: koa answers a `null` body with an empty 204.
  ctx.type = 'json';
  ctx.body = record ? presentWaterQuality(record) : 'null';
});

beachesRouter.get('/:identifier/parking', cacheControl('publicList'), async (ctx) => {
  const beach = await requireBeach(ctx.knex, ctx.params.identifier);
  ctx.body = (await listBeachParking(ctx.knex, beach.id)).map(presentParking);
});

beachesRouter.get('/:identifier/eateries', cacheControl('publicList'), async (ctx) => {
  const beach = await requireBeach(ctx.knex, ctx.params.identifier);
  ctx.body = (await listBeachEateries(ctx.knex, beach.id)).map(presentEatery);
});
