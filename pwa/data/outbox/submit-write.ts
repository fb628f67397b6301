/**
 * What a form's submit does: keeps the write on the phone first, then asks for a send pass and
 * waits (a while) for that write's own answer, so the form can say "sent", "refused: fix this"
 * or "saved on your phone". The sending itself is send-outbox.ts's, run by outbox-runner.ts.
 */
import { askToKeepData } from '../mirror/keep-data.ts';
import { mirrorDb } from '../mirror/mirror-db.ts';
import { writeTransaction } from '../mirror/storage-errors.ts';
import { emit, OUTBOX_SYNC_TAG, onOutboxEvent } from './outbox-events.ts';
import { isShownToUser, type OutboxItem } from './outbox-item.ts';
import { onPass, refreshStatus, sendOutboxSoon } from './outbox-runner.ts';
import { addToOutbox, dexieOutboxStore, type NewOutboxWrite } from './outbox-store.ts';

/** How long a form waits for its own write's answer before it says "saved on your phone". */
const ANSWER_WAIT_MS = 15_000;

export type WriteOutcome =
  | { status: 'sent'; answer: unknown }
  /**
   * Kept on the phone: no network, the server busy, or waiting for sign-in. `item` is as its
   * last try left it, which says why (outbox.ts savedOnPhone).
   */
  | { status: 'queued'; item: OutboxItem }
  /** The server refused it (validation): nothing is left in the outbox; the form shows why. */
  | { status: 'refused'; code: number; message: string };

/** Ids a form is waiting on: their outcome is the form's to show, not a toast's. */
const awaited = new Set<string>();

/** Whether the form that made the item is waiting on it (and so says itself what became of it). */
export const isAwaitedByForm = (id: string): boolean => awaited.has(id);

function waitForOutcome(id: string, queuedAt: number, timeoutMs: number): Promise<WriteOutcome | null> {
  return new Promise((resolve) => {
    const done = (outcome: WriteOutcome | null) => {
      clearTimeout(giveUp);
      stopEvents();
      stopPasses();
      resolve(outcome);
    };
    const stopEvents = onOutboxEvent((event) => {
      if (event.type === 'sent' && event.item.id === id) done({ status: 'sent', answer: event.answer });
      if (event.type === 'refused' && event.item.id === id)
        done({ status: 'refused', code: event.status, message: event.message });
    });
    // A pass of this page that began after the item was queued and did not send it: it waits.
    const stopPasses = onPass(({ startedAt, report }) => {
      if (report && startedAt >= queuedAt) done(null);
    });
    const giveUp = setTimeout(() => done(null), timeoutMs);
  });
}

/** Asks the worker to send when the connection returns, even if the app is closed by then (Chrome). */
async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync (Safari, Firefox) or not allowed: the page sends on its own triggers.
  }
}

/**
 * Keeps a write on the phone first, then tries to send it at once. Resolves with its answer when
 * the server took it, "queued" when it stays on the phone (offline, server busy, signed out), or
 * "refused" with the server's message — then it is taken out again: the form is still open to fix it.
 */
export async function submitWrite(write: NewOutboxWrite, timeoutMs = ANSWER_WAIT_MS): Promise<WriteOutcome> {
  const [outcome] = await submitWrites([write], { timeoutMs });
  return outcome;
}

/**
 * Several writes made by one action (three photos): all kept in one transaction before any is
 * sent, so closing the app half-way loses none; then sent, each with its own outcome. An item
 * still uploading when `timeoutMs` runs out keeps going in the background ("queued").
 * @public (loadOutbox hands it on)
 */
export async function submitWrites(
  writes: NewOutboxWrite[],
  {
    timeoutMs = ANSWER_WAIT_MS,
    onQueued,
  }: { timeoutMs?: number; onQueued?: (items: OutboxItem[]) => void } = {},
): Promise<WriteOutcome[]> {
  const queuedAt = Date.now();
  const db = mirrorDb();
  const items = await writeTransaction(db, [db.outbox], async () => {
    const added: OutboxItem[] = [];
    for (const write of writes) added.push(await addToOutbox(db, write));
    return added;
  });
  // A contribution kept on the phone: ask the browser not to evict it under storage pressure.
  if (writes.some(isShownToUser)) void askToKeepData();
  onQueued?.(items);
  for (const item of items) awaited.add(item.id);
  try {
    const outcomes = Promise.all(items.map((item) => waitForOutcome(item.id, queuedAt, timeoutMs)));
    void refreshStatus();
    void sendOutboxSoon();
    const results = await outcomes;
    return await Promise.all(
      items.map(async (item, index): Promise<WriteOutcome> => {
        const result = results[index];
        if (result?.status === 'refused') await removeItem(item.id);
        if (result) return result;
        void askForBackgroundSync();
        const lastTry = await db.outbox.get(item.id).catch(() => undefined);
        return { status: 'queued', item: lastTry ?? item };
      }),
    );
  } finally {
    for (const item of items) awaited.delete(item.id);
  }
}

/** Takes an item out (a refusal the open form shows itself) and tells the screens. */
async function removeItem(id: string): Promise<void> {
  await dexieOutboxStore(mirrorDb()).remove(id);
  emit({ type: 'changed' });
}
