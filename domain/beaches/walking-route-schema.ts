/** Dog walks and their ratings as the API returns them: no submitter or rater emails. */
import { z } from 'zod';
import { ROUTE_DIFFICULTIES } from '../community/community-requests.ts';

/** GET /api/beaches/{id}/routes, and the answer to POST /api/routes. */
export const walkingRouteSchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  routeName: z.string(),
  description: z.string(),
  difficulty: z.enum(ROUTE_DIFFICULTIES),
  /** Minutes. */
  estimatedDuration: z.number().int(),
  distanceKm: z.number().nullable(),
  startingPoint: z.string(),
  highlights: z.string().nullable(),
  routeNotes: z.string().nullable(),
  submittedBy: z.string(),
  averageRating: z.number(),
  totalRatings: z.number().int(),
  isApproved: z.boolean(),
  createdAt: z.string(),
});

/** A rating as stored (the request that makes one is community-requests.ts's routeRatingSchema). */
const routeRatingRecordSchema = z.object({
  id: z.number().int(),
  routeId: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  raterName: z.string(),
  createdAt: z.string(),
});

/** POST /api/routes/{id}/rate: the rating and the route with its new average. */
export const routeRatedSchema = z.object({ rating: routeRatingRecordSchema, route: walkingRouteSchema });

export type WalkingRoute = z.infer<typeof walkingRouteSchema>;
export type RouteRatingRecord = z.infer<typeof routeRatingRecordSchema>;
