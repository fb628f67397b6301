/**
 * Walking routes (spec §3/§4): visitors see approved routes; a signed-in user submits one "for
 * review" (isApproved false until an admin approves it); anyone may rate an approved route, once
 * per rater, and its averageRating and totalRatings are recomputed in the same transaction.
 * Writes run in the caller's transaction (the route stores its Idempotency-Key answer in it).
 */

import type { Knex } from 'knex';
import type { z } from 'zod';
import { BEACH_NOT_FOUND } from '../../domain/common/refusal-words.ts';
import type {
  routeRatingSchema,
  walkingRouteCreateSchema,
} from '../../domain/community/community-requests.ts';
import { HttpError, notFound, validationFailed } from '../errors.ts';
import { Beach } from '../models/Beach.ts';
import { RouteRating } from '../models/RouteRating.ts';
import type { User } from '../models/User.ts';
import { WalkingRoute } from '../models/WalkingRoute.ts';
import { takeChangeVersion } from './change-versions.ts';
import {
  ANONYMOUS_RATERS_PER_ADDRESS,
  type AnonymousRater,
  secondsUntilUtcMidnight,
} from './route-rater-key.ts';

export type WalkingRouteInput = z.output<typeof walkingRouteCreateSchema>;
export type RouteRatingInput = z.output<typeof routeRatingSchema>;

export function listApprovedRoutes(knex: Knex, beachId: number) {
  return WalkingRoute.query(knex)
    .where({ beachId, isApproved: true })
    .orderBy([
      { column: 'averageRating', order: 'desc' },
      { column: 'routeName', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

export async function submitRoute(
  trx: Knex.Transaction,
  input: WalkingRouteInput,
  user: User,
): Promise<WalkingRoute> {
  const beach = await Beach.query(trx).modify('live').findById(input.beachId);
  if (!beach) throw validationFailed({ beachId: [BEACH_NOT_FOUND] });
  return WalkingRoute.query(trx).insertAndFetch({
    ...input,
    userId: user.id,
    isApproved: false,
  });
}

/** Who rates: a signed-in user, or a visitor known only by their rater key (route-rater-key.ts). */
export type RouteRater = { user: User } | { anonymous: AnonymousRater };

/**
 * Adds a rating and recomputes the route's average. Each rater rates a route once: a user's or
 * a visitor's second rating replaces their first, and one address may bring only a few
 * anonymous raters a day. The route row is locked first, so two ratings at once both count and
 * the cap cannot be raced; the change version is taken before that, first in `trx`.
 */
export async function rateRoute(
  trx: Knex.Transaction,
  routeId: number,
  input: RouteRatingInput,
  rater: RouteRater,
) {
  await takeChangeVersion(trx);
  const route = await WalkingRoute.query(trx).findById(routeId).forUpdate();
  if (!route?.isApproved) throw notFound('Walking route not found');
  // A walk goes with its beach: one whose beach was deleted takes no rating, as the beach's
  // photos and feedback are refused (requireBeach, createFeedback).
  if (!(await Beach.query(trx).modify('live').findById(route.beachId))) throw notFound(BEACH_NOT_FOUND);
  const anonymous = 'anonymous' in rater ? rater.anonymous : undefined;
  if (anonymous) await checkAnonymousCap(trx, routeId, anonymous);
  const values = {
    routeId,
    userId: 'user' in rater ? rater.user.id : null,
    raterKey: anonymous?.key ?? null,
    rating: input.rating,
    comment: input.comment,
    raterName: input.raterName,
    raterEmail: input.raterEmail,
  };
  const insert = trx('route_ratings').insert(values).toSQL();
  const conflictTarget = anonymous
    ? '(route_id, rater_key) WHERE rater_key IS NOT NULL'
    : '(route_id, user_id) WHERE user_id IS NOT NULL';
  const { rows } = await trx.raw(
    `${insert.sql}
     ON CONFLICT ${conflictTarget}
     DO UPDATE SET rating = EXCLUDED.rating, comment = EXCLUDED.comment,
                   rater_name = EXCLUDED.rater_name, rater_email = EXCLUDED.rater_email,
                   created_at = now()
     RETURNING id`,
    insert.bindings,
  );
  const rating = await RouteRating.query(trx).findById(rows[0].id).throwIfNotFound();
  await trx.raw(
    `UPDATE walking_routes w SET average_rating = r.avg, total_ratings = r.n
     FROM (SELECT round(avg(rating), 2) AS avg, count(*) AS n FROM route_ratings WHERE route_id = ?) r
     WHERE w.id = ?`,
    [routeId, routeId],
  );
  const updated = await WalkingRoute.query(trx).findById(routeId).throwIfNotFound();
  return { rating, route: updated };
}

/** A new anonymous rater beyond today's cap for their address is refused until the salt changes. */
async function checkAnonymousCap(trx: Knex.Transaction, routeId: number, rater: AnonymousRater) {
  const known = await trx('route_ratings').where({ routeId, raterKey: rater.key }).first('id');
  if (known) return;
  const [{ count }] = await trx('route_ratings')
    .where({ routeId })
    .where('raterKey', 'like', `${rater.networkPrefix}%`)
    .count({ count: '*' });
  if (Number(count) >= ANONYMOUS_RATERS_PER_ADDRESS) {
    throw new HttpError(
      429,
      'too_many_requests',
      'This route has had its share of ratings from your network today: sign in to add yours',
      undefined,
      { 'Retry-After': String(secondsUntilUtcMidnight()) },
    );
  }
}
