/**
 * The page's side of the outbox (DESIGN.md, "Writes — our own outbox, exactly once"): screens
 * queue their writes here and the runner sends them — at start-up, when the browser comes back
 * online, when the app becomes visible, when the next backoff is due, and when the service
 * worker's Background Sync asks (Chrome; Safari and Firefox have none, so the page alone must
 * be enough). One sender at a time across tabs and the worker (Web Locks, outbox-sender.ts).
 *
 * Every context that sends (a tab, the worker) tells the others what it sent
 * (outbox-events.ts), so each open page refreshes its screens and the count, whoever sent it.
 *
 * Loaded lazily: the first time a screen queues a write, or with the mirror's sync.
 */
import { askToKeepData } from '../mirror/keep-data.ts';
import { mirrorDb } from '../mirror/mirror-db.ts';
import { writeTransaction } from '../mirror/storage-errors.ts';
import { onePassAtATime } from './one-pass-at-a-time.ts';
import {
  emit,
  isOwnedBy,
  isShownToUser,
  type OutboxItemSummary,
  onOutboxEvent,
  summarise,
} from './outbox-events.ts';
import type { OutboxItem } from './outbox-item.ts';
import { prepareForSending } from './outbox-preparers.ts';
import { oneSenderAtATime, type SendReport, sendOutbox } from './outbox-sender.ts';
import { updateOutboxStatus } from './outbox-status.ts';
import { addToOutbox, dexieOutboxStore, type NewOutboxWrite } from './outbox-store.ts';
import { fetchWithProgress } from './upload-transport.ts';

export const OUTBOX_SYNC_TAG = 'ddb-outbox';
/** How long a form waits for its own write's answer before it says "saved on your phone". */
const ANSWER_WAIT_MS = 15_000;
/** The longest the runner sleeps while items wait (a backoff may be shorter). */
const MAX_SLEEP_MS = 5 * 60_000;

export type WriteOutcome =
  | { status: 'sent'; answer: unknown }
  /**
   * Kept on the phone: no network, the server busy, or waiting for sign-in. `item` is as its
   * last try left it, which says why (use-outbox.ts savedOnPhone).
   */
  | { status: 'queued'; item: OutboxItem }
  /** The server refused it (validation): nothing is left in the outbox; the form shows why. */
  | { status: 'refused'; code: number; message: string };

// --- the account the page believes is signed in -----------------------------------------------

let account: number | null | undefined;

/** Called whenever the page learns who is signed in (undefined: not known yet). */
export function setOutboxAccount(next: number | null | undefined): void {
  if (next === account) return;
  account = next;
  // Each identity sees only its own items: the counts and this page's open lists change with it.
  void refreshStatus();
  emit({ type: 'changed' }, { broadcast: false });
  if (next !== undefined) {
    // The worker reads it to send as the same account when no page is open.
    void mirrorDb()
      .keyValues.put({ key: 'outbox-account', value: next })
      .catch(() => undefined);
    void sendOutboxSoon();
  }
}

/** Who the outbox serves now (null: the signed-out visitor; undefined: not known yet). */
export const outboxAccount = (): number | null | undefined => account;

let onSignedOut: () => void = () => undefined;

/** What to do when a send met a 401 (the page re-checks who is signed in). */
export function whenSessionLost(handler: () => void): void {
  onSignedOut = handler;
}

// --- the count ---------------------------------------------------------------------------------

async function refreshStatus(): Promise<void> {
  try {
    const items = (await mirrorDb().outbox.toArray()).filter(isShownToUser);
    const viewer = account;
    // Not known yet who is signed in: the counts noted at the last visit stand until it is.
    if (viewer === undefined) return;
    const own = items.filter((item) => isOwnedBy(item, viewer));
    updateOutboxStatus({
      waiting: own.length,
      needsAttention: own.filter((item) => item.state === 'needs-attention').length,
      otherAccounts: items.filter((item) => item.userId !== null && item.userId !== viewer).length,
      madeSignedOut: viewer === null ? 0 : items.filter((item) => item.userId === null).length,
    });
  } catch {
    // An unreadable mirror: the count stays as it was; the next change tries again.
  }
}

// --- the sender loop ---------------------------------------------------------------------------

let timer: ReturnType<typeof setTimeout> | undefined;
/** Ids a form is waiting on: their outcome is the form's to show, not a toast's. */
const awaited = new Set<string>();
const passListeners = new Set<(pass: { startedAt: number; report: SendReport | null }) => void>();

function publish(report: SendReport): void {
  for (const { item, answer } of report.sent) emit({ type: 'sent', item: summarise(item), answer });
  for (const { item, status, message } of report.refused)
    emit({ type: 'refused', item: summarise(item), status, message });
}

async function scheduleNext(): Promise<void> {
  clearTimeout(timer);
  const pending = await mirrorDb()
    .outbox.where('state')
    .anyOf('pending', 'sending')
    .toArray()
    .catch(() => [] as OutboxItem[]);
  if (pending.length === 0) return;
  const due = Math.min(...pending.map((item) => item.notBefore));
  const wait = Math.min(MAX_SLEEP_MS, Math.max(1_000, due - Date.now()));
  timer = setTimeout(() => void sendOutboxSoon(), wait);
}

async function passOnce(): Promise<void> {
  const startedAt = Date.now();
  let report: SendReport | null = null;
  try {
    report = await oneSenderAtATime(() =>
      sendOutbox({
        store: dexieOutboxStore(mirrorDb()),
        currentUserId: account,
        fetchImpl: fetchWithProgress,
        prepare: prepareForSending,
      }),
    );
  } catch (error) {
    console.warn('The outbox could not send:', error);
  }
  if (report) {
    publish(report);
    if (report.signedOut) onSignedOut();
  }
  for (const listener of passListeners) listener({ startedAt, report });
  emit({ type: 'changed' });
  await scheduleNext();
}

const passes = onePassAtATime(passOnce);

/** A send pass as soon as possible; a request during a pass is folded into one more pass. */
export const sendOutboxSoon = (): Promise<void> => passes.run();

/**
 * The browser says it is online (or the app was opened or shown again): items that waited for a
 * network are due now rather than after their backoff. Other backoffs (a busy server) stand.
 */
async function sendNowTheNetworkIsBack(): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  await mirrorDb()
    .outbox.filter((item) => item.waitingForNetwork === true && item.state === 'pending')
    .modify({ notBefore: 0 })
    .catch(() => undefined);
  await sendOutboxSoon();
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

// --- what screens call --------------------------------------------------------------------------

function waitForOutcome(id: string, queuedAt: number, timeoutMs: number): Promise<WriteOutcome | null> {
  return new Promise((resolve) => {
    const done = (outcome: WriteOutcome | null) => {
      clearTimeout(giveUp);
      stopEvents();
      passListeners.delete(onPass);
      resolve(outcome);
    };
    const stopEvents = onOutboxEvent((event) => {
      if (event.type === 'sent' && event.item.id === id) done({ status: 'sent', answer: event.answer });
      if (event.type === 'refused' && event.item.id === id)
        done({ status: 'refused', code: event.status, message: event.message });
    });
    // A pass of this page that began after the item was queued and did not send it: it waits.
    const onPass = ({ startedAt, report }: { startedAt: number; report: SendReport | null }) => {
      if (report && startedAt >= queuedAt) done(null);
    };
    passListeners.add(onPass);
    const giveUp = setTimeout(() => done(null), timeoutMs);
  });
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

// --- start-up ----------------------------------------------------------------------------------

export interface OutboxRunnerHooks {
  /** Screens to refresh and what to tell the user once items are sent (outbox-effects.ts). */
  onSent(sent: OutboxItemSummary, answer: unknown, shownByForm: boolean): void;
  onRefused(refused: OutboxItemSummary, message: string, shownByForm: boolean): void;
}

let started: (() => void) | null = null;

/** Starts the triggers; safe to call twice (the second call is a no-op). */
export function startOutboxRunner(hooks: OutboxRunnerHooks): () => void {
  if (started) return started;
  const stopEvents = onOutboxEvent((event) => {
    if (event.type === 'sent' && isShownToUser(event.item))
      hooks.onSent(event.item, event.answer, awaited.has(event.item.id));
    if (event.type === 'refused' && isShownToUser(event.item))
      hooks.onRefused(event.item, event.message, awaited.has(event.item.id));
    void refreshStatus();
  });
  const onOnline = () => void sendNowTheNetworkIsBack();
  const onVisible = () => {
    if (document.visibilityState === 'visible') void sendNowTheNetworkIsBack();
  };
  // The worker's Background Sync fired while this page is open: the page sends.
  const onWorkerMessage = (event: MessageEvent) => {
    if (event.data?.type === 'OUTBOX_SEND') void sendNowTheNetworkIsBack();
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  void refreshStatus();
  void sendNowTheNetworkIsBack();

  started = () => {
    stopEvents();
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
    clearTimeout(timer);
    started = null;
  };
  return started;
}

/** Tests only: lets a pass under way finish, then forgets the account and any scheduled pass. */
export async function resetRunnerForTests(): Promise<void> {
  await passes.settle();
  clearTimeout(timer);
  account = undefined;
  updateOutboxStatus({ waiting: 0, needsAttention: 0, otherAccounts: 0, madeSignedOut: 0, progress: {} });
}
