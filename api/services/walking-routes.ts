/**
 * Walking routes (spec §3/§4): visitors see approved routes; a signed-in user submits one "for
 * review" (isApproved false until an admin approves it); anyone may rate an approved route, and
 * its averageRating and totalRatings are recomputed in the same transaction.
 */
import type { z } from 'zod';
import type { routeRatingSchema, walkingRouteCreateSchema } from '../../domain/community-requests.ts';
import { notFound, validationFailed } from '../errors.ts';
import { Beach } from '../models/Beach.ts';
import { RouteRating } from '../models/RouteRating.ts';
import type { User } from '../models/User.ts';
import { WalkingRoute } from '../models/WalkingRoute.ts';

export type WalkingRouteInput = z.output<typeof walkingRouteCreateSchema>;
export type RouteRatingInput = z.output<typeof routeRatingSchema>;

export function listApprovedRoutes(beachId: number) {
  return WalkingRoute.query()
    .where({ beachId, isApproved: true })
    .orderBy([
      { column: 'averageRating', order: 'desc' },
      { column: 'routeName', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

export async function submitRoute(input: WalkingRouteInput, user: User): Promise<WalkingRoute> {
  const beach = await Beach.query().modify('live').findById(input.beachId);
  if (!beach) throw validationFailed({ beachId: ['Beach not found'] });
  return WalkingRoute.query().insertAndFetch({
    ...input,
    userId: user.id,
    isApproved: false,
  });
}

/**
 * Adds a rating (a signed-in user's second rating of a route replaces their first) and
 * recomputes the route's average. The route row is locked first, so two ratings at once
 * both count.
 */
export async function rateRoute(routeId: number, input: RouteRatingInput, user: User | undefined) {
  return WalkingRoute.transaction(async (trx) => {
    const route = await WalkingRoute.query(trx).findById(routeId).forUpdate();
    if (!route?.isApproved) throw notFound('Walking route not found');
    const values = {
      routeId,
      userId: user?.id ?? null,
      rating: input.rating,
      comment: input.comment,
      raterName: input.raterName,
      raterEmail: input.raterEmail,
    };
    const insert = trx('route_ratings').insert(values).toSQL();
    const { rows } = await trx.raw(
      `${insert.sql}
       ON CONFLICT (route_id, user_id) WHERE user_id IS NOT NULL
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
  });
}
