/**
 * What the outbox tells the screens, in this page and across tabs and the worker: each context
 * that sends posts what it sent or what was refused on a BroadcastChannel, so every open page
 * refreshes its lists and the count, whoever sent it.
 */
import type { OutboxItem } from './outbox-item.ts';
import type { SendReport } from './send-outbox.ts';

const OUTBOX_CHANNEL = 'ddb-outbox';
/** The Background Sync tag a page registers and the worker answers (sw.ts). */
export const OUTBOX_SYNC_TAG = 'ddb-outbox';

/** An item without its bytes: what travels between tabs and to the screens. */
export type OutboxItemSummary = Omit<OutboxItem, 'files'> & { fileCount: number };

export type OutboxEvent =
  | { type: 'sent'; item: OutboxItemSummary; answer: unknown }
  | { type: 'refused'; item: OutboxItemSummary; status: number; message: string }
  | { type: 'changed' };

export function summarise({ files, ...item }: OutboxItem): OutboxItemSummary {
  return { ...item, fileCount: files?.length ?? 0 };
}

const listeners = new Set<(event: OutboxEvent) => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);

export function emit(event: OutboxEvent, { broadcast = true } = {}): void {
  for (const listener of listeners) listener(event);
  if (broadcast) channel?.postMessage(event);
}

if (channel)
  channel.onmessage = (message: MessageEvent<OutboxEvent>) => emit(message.data, { broadcast: false });

/** Tells every context what a send pass sent and what the server refused. */
export function publishReport(report: SendReport): void {
  for (const { item, answer } of report.sent) emit({ type: 'sent', item: summarise(item), answer });
  for (const { item, status, message } of report.refused)
    emit({ type: 'refused', item: summarise(item), status, message });
}

export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
