/**
 * POST /api/routes/{routeId}/rate (spec §7): stars, a name, and optionally a comment and email.
 * Sent through the outbox; once sent, the outbox refreshes the walk's average and count.
 */
import type { RouteRatingInput } from '../../../domain/community/community-requests.ts';
import { type OutboxItemSummary, type OutboxWrite, useOutboxSubmission } from '../outbox/outbox.ts';

export function routeRatingWrite(
  route: { id: number; beachId: number; routeName: string },
  input: RouteRatingInput,
): OutboxWrite {
  return {
    kind: 'route-rating',
    label: `Rating of “${route.routeName}”`,
    beachId: route.beachId,
    summary: `${input.rating ?? '?'}★${input.comment ? ` ${String(input.comment).slice(0, 120)}` : ''}`,
    method: 'POST',
    url: `/api/routes/${route.id}/rate`,
    body: { ...input, routeId: route.id },
  };
}

/** The walk a rating still on the phone is for. */
export const ratedRouteId = (item: OutboxItemSummary) => Number(item.body?.routeId);

export const useRateRoute = useOutboxSubmission;
