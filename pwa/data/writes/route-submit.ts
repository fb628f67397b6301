/**
 * POST /api/routes (spec §7): a signed-in user's dog walk, held for review until an admin
 * approves it. Sent through the outbox: kept on the phone first, sent exactly once.
 */
import type { WalkingRouteCreateInput } from '../../../domain/community/community-requests.ts';
import { type OutboxItemSummary, type OutboxWrite, useOutboxSubmission } from '../outbox/outbox.ts';

export function routeWrite(beach: { id: number; name: string }, input: WalkingRouteCreateInput): OutboxWrite {
  return {
    kind: 'route',
    label: `Walk “${input.routeName}” for ${beach.name}`,
    beachId: beach.id,
    summary: String(input.routeName),
    method: 'POST',
    url: '/api/routes',
    body: { ...input },
  };
}

/** The name of a walk still on the phone. */
export const waitingRouteName = (item: OutboxItemSummary) =>
  typeof item.body?.routeName === 'string' ? item.body.routeName : (item.summary ?? '');

export const useSubmitRoute = useOutboxSubmission;
