/**
 * What the "Waiting to send" list and quiet writers do with the outbox besides submitting:
 * queue an analytics event, discard, try again now, resend an edited refusal, read the items.
 */
import { mirrorDb } from './mirror-db.ts';
import { emit, isShownToUser, type OutboxItemSummary, summarise } from './outbox-events.ts';
import type { OutboxItem } from './outbox-item.ts';
import { sendOutboxSoon } from './outbox-runner.ts';
import { addToOutbox, dexieOutboxStore, type NewOutboxWrite } from './outbox-store.ts';

/** At most this many analytics events wait on the phone; older ones give way. */
const MAX_QUEUED_EVENTS = 200;

/** Queues a write nobody waits for (analytics events): sent with the next pass. */
export async function queueQuietly(write: NewOutboxWrite): Promise<void> {
  const db = mirrorDb();
  await addToOutbox(db, write);
  const events = await db.outbox
    .orderBy('createdAt')
    .filter((item) => item.kind === 'event')
    .primaryKeys();
  if (events.length > MAX_QUEUED_EVENTS)
    await db.outbox.bulkDelete(events.slice(0, events.length - MAX_QUEUED_EVENTS));
  void sendOutboxSoon();
}

export async function discardOutboxItem(id: string): Promise<void> {
  await dexieOutboxStore(mirrorDb()).remove(id);
  emit({ type: 'changed' });
}

/** "Try again now": the backoff is skipped and a pass starts. */
export async function retryOutboxItem(id: string): Promise<void> {
  await mirrorDb().outbox.update(id, { notBefore: 0, state: 'pending' });
  emit({ type: 'changed' });
  await sendOutboxSoon();
}

/**
 * Resends an item the server refused, with the user's corrections. It gets a new key (the
 * server kept nothing of the refused attempt) and keeps its place in the queue.
 */
export async function resendEdited(
  id: string,
  change: Pick<OutboxItem, 'body'> & Partial<Pick<OutboxItem, 'summary'>>,
): Promise<void> {
  const db = mirrorDb();
  await db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    if (!item) return;
    await db.outbox.delete(id);
    await db.outbox.add({
      ...item,
      ...change,
      id: crypto.randomUUID(),
      state: 'pending',
      attempts: 0,
      notBefore: 0,
      lastError: null,
    });
  });
  emit({ type: 'changed' });
  await sendOutboxSoon();
}

/** Every item the user sees, oldest first, without their bytes. */
export async function readOutbox(): Promise<OutboxItemSummary[]> {
  const items = await mirrorDb().outbox.orderBy('createdAt').toArray();
  return items.filter(isShownToUser).map(summarise);
}

/** The photos of a queued upload, for their thumbnails. */
export async function readOutboxFiles(id: string) {
  return (await mirrorDb().outbox.get(id))?.files ?? [];
}
