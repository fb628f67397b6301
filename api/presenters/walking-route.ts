/** Walking routes and their ratings as the beach page shows them: no submitter or rater emails. */
import type {
  RouteRatingRecord,
  WalkingRoute as WalkingRouteResponse,
} from '../../domain/beaches/walking-route-schema.ts';
import type { RouteRating } from '../models/RouteRating.ts';
import type { WalkingRoute } from '../models/WalkingRoute.ts';
import { toIso, toNumber } from './values.ts';

export function presentWalkingRoute(route: WalkingRoute): WalkingRouteResponse {
  return {
    id: route.id,
    beachId: route.beachId,
    routeName: route.routeName,
    description: route.description,
    difficulty: route.difficulty,
    estimatedDuration: route.estimatedDuration,
    distanceKm: toNumber(route.distanceKm),
    startingPoint: route.startingPoint,
    highlights: route.highlights,
    routeNotes: route.routeNotes,
    submittedBy: route.submittedBy,
    averageRating: toNumber(route.averageRating) ?? 0,
    totalRatings: route.totalRatings,
    isApproved: route.isApproved,
    createdAt: toIso(route.createdAt),
  };
}

export function presentRouteRating(rating: RouteRating): RouteRatingRecord {
  return {
    id: rating.id,
    routeId: rating.routeId,
    rating: rating.rating,
    comment: rating.comment,
    raterName: rating.raterName,
    createdAt: toIso(rating.createdAt),
  };
}
