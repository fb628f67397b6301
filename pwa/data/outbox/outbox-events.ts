/**
 * What the outbox tells the screens, in this page and across tabs and the worker: each context
 * that sends posts what it sent or what was refused on a BroadcastChannel, so every open page
 * refreshes its lists and the count, whoever sent it.
 */
import type { OutboxItem } from './outbox-item.ts';

export const OUTBOX_CHANNEL = 'ddb-outbox';

/** An item without its bytes: what travels between tabs and to the screens. */
export type OutboxItemSummary = Omit<OutboxItem, 'files'> & { fileCount: number };

export type OutboxEvent =
  | { type: 'sent'; item: OutboxItemSummary; answer: unknown }
  | { type: 'refused'; item: OutboxItemSummary; status: number; message: string }
  | { type: 'changed' };

export function summarise({ files, ...item }: OutboxItem): OutboxItemSummary {
  return { ...item, fileCount: files?.length ?? 0 };
}

/** Whether the user sees it in the count and the "Waiting to send" list (not events, not a sign-out). */
export const isShownToUser = (item: Pick<OutboxItem, 'kind'>) =>
  item.kind !== 'event' && item.kind !== 'sign-out';

/**
 * Whether an item is the viewer's to see and act on (issue #28 §1): only the identity that queued
 * it — an account, or, for an item made signed out (null), the signed-out visitor. Another
 * account on the same phone learns at most how many of someone else's items wait, never what
 * they say. While the viewer is not known yet (undefined) nothing is theirs.
 */
export const isOwnedBy = (item: Pick<OutboxItem, 'kind' | 'userId'>, viewer: number | null | undefined) =>
  viewer !== undefined && isShownToUser(item) && item.userId === viewer;

const listeners = new Set<(event: OutboxEvent) => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);

export function emit(event: OutboxEvent, { broadcast = true } = {}): void {
  for (const listener of listeners) listener(event);
  if (broadcast) channel?.postMessage(event);
}

if (channel)
  channel.onmessage = (message: MessageEvent<OutboxEvent>) => emit(message.data, { broadcast: false });

export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
