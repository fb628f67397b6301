/**
 * What the "Waiting to send" list and quiet writers do to the outbox besides submitting: queue an
 * analytics event, discard, try again now, resend an edited refusal.
 *
 * Only the identity an item belongs to acts on it (issue #28 §1): discarding, retrying or
 * resending someone else's item is refused here, not only hidden on the screen.
 */
import { type MirrorDatabase, mirrorDb } from '../mirror/mirror-db.ts';
import { writeTransaction } from '../mirror/storage-errors.ts';
import { emit } from './outbox-events.ts';
import { isOwnedBy, type OutboxItem } from './outbox-item.ts';
import { outboxAccount, sendOutboxSoon } from './outbox-runner.ts';
import { addToOutbox, type NewOutboxWrite } from './outbox-store.ts';

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

/** Refused: the item is another identity's (or it is not known yet who is signed in). */
export class NotYourItemError extends Error {
  constructor() {
    super('This is waiting for another account on this phone: only that account can change it.');
    this.name = 'NotYourItemError';
  }
}

/** Inside a transaction: the item, when the identity the outbox serves now may change it. */
async function ownItem(db: MirrorDatabase, id: string): Promise<OutboxItem | undefined> {
  const item = await db.outbox.get(id);
  if (item && !isOwnedBy(item, outboxAccount())) throw new NotYourItemError();
  return item;
}

export async function discardOutboxItem(id: string): Promise<void> {
  const db = mirrorDb();
  await writeTransaction(db, [db.outbox], async () => {
    if (await ownItem(db, id)) await db.outbox.delete(id);
  });
  emit({ type: 'changed' });
}

/** "Try again now": the backoff is skipped and a pass starts. */
export async function retryOutboxItem(id: string): Promise<void> {
  const db = mirrorDb();
  await writeTransaction(db, [db.outbox], async () => {
    if (await ownItem(db, id)) await db.outbox.update(id, { notBefore: 0, state: 'pending' });
  });
  emit({ type: 'changed' });
  await sendOutboxSoon();
}

/**
 * Resends an item the server refused, with the user's corrections — its words, or the beach it
 * is for (its beach deleted while it waited). It gets a new key (the server kept nothing of the
 * refused attempt) and keeps its place in the queue.
 */
export async function resendEdited(
  id: string,
  change: Pick<OutboxItem, 'body'> & Partial<Pick<OutboxItem, 'summary' | 'beachId' | 'url' | 'label'>>,
): Promise<void> {
  const db = mirrorDb();
  await db.transaction('rw', db.outbox, async () => {
    const item = await ownItem(db, id);
    if (!item) return;
    await db.outbox.delete(id);
    await db.outbox.add({
      ...item,
      ...change,
      id: crypto.randomUUID(),
      state: 'pending',
      attempts: 0,
      reachedAttempts: 0,
      serverErrors: 0,
      notBefore: 0,
      lastError: null,
    });
  });
  emit({ type: 'changed' });
  await sendOutboxSoon();
}
