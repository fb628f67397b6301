/**
 * The page's side of the outbox (DESIGN.md, "Writes — our own outbox, exactly once"): screens
 * queue their writes here and the runner sends them — at start-up, when the browser comes back
 * online, when the app becomes visible, when the next backoff is due, and when the service
 * worker's Background Sync asks (Chrome; Safari and Firefox have none, so the page alone must
 * be enough). One sender at a time across tabs and the worker (Web Locks, outbox-sender.ts).
 *
 * Every context that sends (a tab, the worker) tells the others what it sent on a
 * BroadcastChannel, so each open page refreshes its screens and the count, whoever sent it.
 *
 * Loaded lazily: the first time a screen queues a write, or with the mirror's sync.
 */
import { askToKeepData } from './keep-data.ts';
import { mirrorDb } from './mirror-db.ts';
import type { OutboxItem } from './outbox-item.ts';
import { prepareForSending } from './outbox-preparers.ts';
import {
  oneSenderAtATime,
  type RefusedItem,
  type SendReport,
  type SentItem,
  sendOutbox,
} from './outbox-sender.ts';
import { getOutboxStatus, updateOutboxStatus } from './outbox-status.ts';
import { addToOutbox, dexieOutboxStore, type NewOutboxWrite } from './outbox-store.ts';
import { writeTransaction } from './storage-errors.ts';

export const OUTBOX_CHANNEL = 'ddb-outbox';
export const OUTBOX_SYNC_TAG = 'ddb-outbox';
/** How long a form waits for its own write's answer before it says "saved on your phone". */
const ANSWER_WAIT_MS = 15_000;
/** The longest the runner sleeps while items wait (a backoff may be shorter). */
const MAX_SLEEP_MS = 5 * 60_000;

/** An item without its bytes: what travels between tabs and to the screens. */
export type OutboxItemSummary = Omit<OutboxItem, 'files'> & { fileCount: number };

export type OutboxEvent =
  | { type: 'sent'; item: OutboxItemSummary; answer: unknown }
  | { type: 'refused'; item: OutboxItemSummary; status: number; message: string }
  | { type: 'changed' };

export type WriteOutcome =
  | { status: 'sent'; answer: unknown }
  /** Kept on the phone: no network, the server busy, or waiting for sign-in. */
  | { status: 'queued'; item: OutboxItem }
  /** The server refused it (validation): nothing is left in the outbox; the form shows why. */
  | { status: 'refused'; code: number; message: string };

export function summarise({ files, ...item }: OutboxItem): OutboxItemSummary {
  return { ...item, fileCount: files?.length ?? 0 };
}

/** Whether the user sees it in the count and the "Waiting to send" list. */
export const isShownToUser = (item: Pick<OutboxItem, 'kind'>) => item.kind !== 'event';

// --- events, local and from other contexts ---------------------------------------------------

const listeners = new Set<(event: OutboxEvent) => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);

function emit(event: OutboxEvent, { broadcast = true } = {}): void {
  for (const listener of listeners) listener(event);
  if (broadcast) channel?.postMessage(event);
}

if (channel)
  channel.onmessage = (message: MessageEvent<OutboxEvent>) => emit(message.data, { broadcast: false });

export function onOutboxEvent(listener: (event: OutboxEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// --- the account the page believes is signed in -----------------------------------------------

let account: number | null | undefined;

/** Called whenever the page learns who is signed in (undefined: not known yet). */
export function setOutboxAccount(next: number | null | undefined): void {
  if (next === account) return;
  account = next;
  if (next !== undefined) {
    // The worker reads it to send as the same account when no page is open.
    void mirrorDb()
      .keyValues.put({ key: 'outbox-account', value: next })
      .catch(() => undefined);
    void sendOutboxSoon();
  }
}

let onSignedOut: () => void = () => undefined;

/** What to do when a send met a 401 (the page re-checks who is signed in). */
export function whenSessionLost(handler: () => void): void {
  onSignedOut = handler;
}

// --- upload progress ----------------------------------------------------------------------------

function setProgress(id: string, fraction: number | null): void {
  const progress = { ...getOutboxStatus().progress };
  if (fraction === null) delete progress[id];
  else progress[id] = fraction;
  updateOutboxStatus({ progress });
}

/**
 * fetch for the sender: multipart bodies go through XMLHttpRequest, the only API that reports
 * upload progress (each photo's bar); everything else is a plain fetch.
 */
export function fetchWithProgress(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  if (!(init.body instanceof FormData) || typeof XMLHttpRequest === 'undefined') return fetch(input, init);
  const headers = new Headers(init.headers);
  const id = headers.get('Idempotency-Key') ?? '';
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'POST', String(input));
    xhr.withCredentials = true;
    for (const [name, value] of headers) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) setProgress(id, event.loaded / event.total);
    };
    xhr.onload = () => {
      setProgress(id, null);
      const answerHeaders = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) answerHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const body = xhr.status === 204 || xhr.status === 205 ? null : xhr.responseText;
      resolve(new Response(body, { status: xhr.status, headers: answerHeaders }));
    };
    xhr.onerror = () => {
      setProgress(id, null);
      reject(new TypeError('Network error'));
    };
    xhr.onabort = xhr.onerror;
    xhr.ontimeout = xhr.onerror;
    xhr.send(init.body as FormData);
  });
}

// --- the count ---------------------------------------------------------------------------------

async function refreshStatus(): Promise<void> {
  try {
    const items = (await mirrorDb().outbox.toArray()).filter(isShownToUser);
    updateOutboxStatus({
      waiting: items.length,
      needsAttention: items.filter((item) => item.state === 'needs-attention').length,
      waitingForAccount: items.filter((item) => item.state === 'waiting-sign-in').length,
    });
  } catch {
    // An unreadable mirror: the count stays as it was; the next change tries again.
  }
}

// --- the sender loop ---------------------------------------------------------------------------

let running: Promise<void> | null = null;
let again = false;
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

/** A send pass as soon as possible; a request during a pass is folded into one more pass. */
export function sendOutboxSoon(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await passOnce();
    } while (again);
  })().finally(() => {
    running = null;
  });
  return running;
}

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
        if (result?.status === 'refused') await discardOutboxItem(item.id);
        if (result) return result;
        void askForBackgroundSync();
        return { status: 'queued', item };
      }),
    );
  } finally {
    for (const item of items) awaited.delete(item.id);
  }
}

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

export type { RefusedItem, SentItem };

/** Tests only: lets a pass under way finish, then forgets the account and any scheduled pass. */
export async function resetRunnerForTests(): Promise<void> {
  again = false;
  await running?.catch(() => undefined);
  clearTimeout(timer);
  account = undefined;
  running = null;
  updateOutboxStatus({ waiting: 0, needsAttention: 0, waitingForAccount: 0, progress: {} });
}
