/** A waiting item's state as the list shows it: plain words, and the upload's progress while it is sent. */

import { useSyncStatus } from '../../data/mirror/use-sync-status.ts';
import { type OutboxItemSummary, useOutboxStatus } from '../../data/outbox/outbox.ts';
import { describeState, type StateWords } from './describe-state.ts';

export type ItemState = StateWords & { progress?: number };

export function useItemState(item: OutboxItemSummary, signedInId: number | null | undefined): ItemState {
  const progress = useOutboxStatus().progress[item.id];
  const { online } = useSyncStatus();
  if (progress !== undefined) return { words: 'Sending…', palette: 'sea', progress };
  return describeState(item, { online, signedInId });
}
