/**
 * When this page sends (DESIGN.md, "Writes — our own outbox, exactly once"): it runs a send pass
 * (send-outbox.ts) at start-up, when the browser comes back online, when the app becomes
 * visible, when the next backoff is due, when a form submits (submit-write.ts), and when the
 * service worker's Background Sync asks (Chrome; Safari and Firefox have none, so the page alone
 * must be enough). One sender at a time across tabs and the worker (Web Locks, send-outbox.ts).
 * It also keeps who is signed in, for whom it sends, and the count the header shows.
 *
 * Every context that sends (a tab, the worker) tells the others what it sent
 * (outbox-events.ts), so each open page refreshes its screens and the count, whoever sent it.
 *
 * Loaded lazily: the first time a screen queues a write, or with the mirror's sync.
 */
import { mirrorDb } from '../mirror/mirror-db.ts';
import { onePassAtATime } from './one-pass-at-a-time.ts';
import { emit, type OutboxItemSummary, onOutboxEvent, publishReport } from './outbox-events.ts';
import { isOwnedBy, isShownToUser, type OutboxItem } from './outbox-item.ts';
import { prepareForSending } from './outbox-preparers.ts';
import { updateOutboxStatus } from './outbox-status.ts';
import { dexieOutboxStore } from './outbox-store.ts';
import { oneSenderAtATime, type SendReport, sendOutbox } from './send-outbox.ts';
import { fetchWithProgress } from './upload-transport.ts';

/** The longest the runner sleeps while items wait (a backoff may be shorter). */
const MAX_SLEEP_MS = 5 * 60_000;

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

/** Counts the outbox again for the header and forms (outbox-status.ts). */
export async function refreshStatus(): Promise<void> {
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
/** The browser said the network is back since this page's last pass began. */
let networkBack = false;
/** A pass of this page is over: when it began, and what it did (null: it could not run). */
export interface PassDone {
  startedAt: number;
  report: SendReport | null;
}
const passListeners = new Set<(pass: PassDone) => void>();

/** Told after each pass of this page (a form waiting on its write learns it was not sent). */
export function onPass(listener: (pass: PassDone) => void): () => void {
  passListeners.add(listener);
  return () => passListeners.delete(listener);
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
  const back = networkBack;
  networkBack = false;
  let report: SendReport | null = null;
  try {
    report = await oneSenderAtATime(() =>
      sendOutbox({
        store: dexieOutboxStore(mirrorDb()),
        currentUserId: account,
        fetchImpl: fetchWithProgress,
        prepare: prepareForSending,
        networkBack: back,
      }),
    );
  } catch (error) {
    console.warn('The outbox could not send:', error);
  }
  if (report) {
    publishReport(report);
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
 * network are due now rather than after their timer. Other backoffs (a busy server) stand.
 *
 * This page's next pass is told so (`networkBack`): marking the items due alone was not enough,
 * as a try under way when the network came back then wrote its timer over the mark. They are
 * marked too, for whichever sender goes next (another tab, the worker).
 */
async function sendNowTheNetworkIsBack(): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  networkBack = true;
  await mirrorDb()
    .outbox.filter((item) => item.waitingForNetwork === true && item.state === 'pending')
    .modify({ notBefore: 0 })
    .catch(() => undefined);
  await sendOutboxSoon();
}

// --- start-up ----------------------------------------------------------------------------------

export interface OutboxRunnerHooks {
  /** Screens to refresh and what to tell the user once items are sent (outbox-effects.ts). */
  onSent(sent: OutboxItemSummary, answer: unknown): void;
  onRefused(refused: OutboxItemSummary, message: string): void;
}

let started: (() => void) | null = null;

/** Starts the triggers; safe to call twice (the second call is a no-op). */
export function startOutboxRunner(hooks: OutboxRunnerHooks): () => void {
  if (started) return started;
  const stopEvents = onOutboxEvent((event) => {
    if (event.type === 'sent' && isShownToUser(event.item)) hooks.onSent(event.item, event.answer);
    if (event.type === 'refused' && isShownToUser(event.item)) hooks.onRefused(event.item, event.message);
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
  networkBack = false;
  account = undefined;
  updateOutboxStatus({ waiting: 0, needsAttention: 0, otherAccounts: 0, madeSignedOut: 0, progress: {} });
}
