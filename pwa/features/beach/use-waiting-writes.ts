/**
 * The signed-in user's (or, signed out, this visitor's) writes of one kind for a beach that are
 * still on the phone, so the beach page shows them at once, marked as waiting.
 */

import { type OutboxItemSummary, type OutboxKind, useOutboxItems } from '../../data/outbox/outbox.ts';
import { useCurrentUser } from '../../data/queries/current-user.ts';

export function useWaitingWrites(kind: OutboxKind, beachId: number): OutboxItemSummary[] {
  const me = useCurrentUser().data?.id ?? null;
  return useOutboxItems((item) => item.kind === kind && item.beachId === beachId && item.userId === me).items;
}
