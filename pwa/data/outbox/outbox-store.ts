/** The outbox's rows in the mirror (version 2 of mirror-db.ts), each write its own transaction. */
import type { MirrorDatabase } from '../mirror/mirror-db.ts';
import { writeTransaction } from '../mirror/storage-errors.ts';
import type { OutboxItem } from './outbox-item.ts';

export interface OutboxStore {
  /** Items in the order they were made. */
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
}

export function dexieOutboxStore(db: MirrorDatabase): OutboxStore {
  return {
    all: () => db.outbox.orderBy('createdAt').toArray(),
    put: async (item) => {
      await writeTransaction(db, [db.outbox], () => db.outbox.put(item));
    },
    remove: (id) => writeTransaction(db, [db.outbox], () => db.outbox.delete(id)),
  };
}

/** What a screen gives to queue a write; the outbox adds the id, time and state. */
export type NewOutboxWrite = Omit<
  OutboxItem,
  'id' | 'createdAt' | 'state' | 'attempts' | 'reachedAttempts' | 'serverErrors' | 'notBefore' | 'lastError'
>;

let lastStamp = 0;

/** A time strictly after the last one this page handed out: items sent in the order they were made. */
function orderedStamp(now: Date): string {
  lastStamp = Math.max(now.getTime(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/** A new write, kept before it is ever sent (a full disk refuses it here, with a clear error). */
export async function addToOutbox(
  db: MirrorDatabase,
  write: NewOutboxWrite,
  now = new Date(),
): Promise<OutboxItem> {
  const item: OutboxItem = {
    ...write,
    id: crypto.randomUUID(),
    createdAt: orderedStamp(now),
    state: 'pending',
    attempts: 0,
    reachedAttempts: 0,
    serverErrors: 0,
    notBefore: 0,
    lastError: null,
  };
  await writeTransaction(db, [db.outbox], () => db.outbox.add(item));
  return item;
}
