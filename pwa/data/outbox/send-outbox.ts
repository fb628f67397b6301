/**
 * Sends what the outbox holds: one pass, oldest first, one sender at a time (DESIGN.md, "Writes —
 * our own outbox, exactly once"). Each request is send-attempt.ts; when an item is tried again,
 * retry-backoff.ts. The rules, each learnt from a project that lost or doubled data:
 *
 * - An item leaves the outbox only after a 2xx (a replayed answer is a 2xx too). Workbox's queue
 *   removed an entry before sending and counted a 5xx as success (workbox #2599, #1984).
 * - A 5xx, 408, 409 (the first attempt is still running on the server) or 429: kept, tried again
 *   after the server's Retry-After, or else a backoff that grows with these answers only: 2–4 s
 *   after the first, doubling, at most 15 minutes (retry-backoff.ts).
 * - No answer at all (no network, or one that carries nothing): kept, waiting for the network,
 *   and tried again as soon as the browser says it is back (`networkBack`). Such tries say nothing
 *   about the server: a day of them must not make the first 503 after it wait 15 minutes.
 * - 401: kept as "waiting for sign-in", sent again only once the same account is signed in.
 *   An item is only ever sent as the identity that queued it: one user's never as another's, and
 *   one made signed out only while signed out (its Idempotency-Key belongs to that actor, so a
 *   retry as someone else could write it twice).
 * - Any other 4xx: "needs attention" with the server's message; the user edits or discards it
 *   (an analytics event, which nobody can edit, is dropped).
 * - An analytics event answered 429 is dropped too, silently: the server counts events per client
 *   (issue #27 §6), and a page that sends more than it takes has no use for the rest later.
 * - An item left "sending" by a page that closed mid-attempt is tried again: its Idempotency-Key
 *   makes that safe.
 * - A sign-out made with no signal goes before everything else, and nothing goes until it has
 *   (pending-sign-outs-first.ts): otherwise the next write would reach the server as the account
 *   signed out.
 */
import { type OutboxItem, reachedTries, serverErrorsOf } from './outbox-item.ts';
import type { OutboxStore } from './outbox-store.ts';
import { endPendingSignOutsFirst } from './pending-sign-outs-first.ts';
import { backoffMs, RETRY_WINDOW_MS, TOO_OLD_MESSAGE } from './retry-backoff.ts';
import { attempt } from './send-attempt.ts';

export interface SendOptions {
  store: OutboxStore;
  /** The signed-in account now (null: nobody; undefined: not known yet, so only anyAccount items go). */
  currentUserId: number | null | undefined;
  fetchImpl?: typeof fetch;
  now?: () => number;
  random?: () => number;
  /**
   * Makes an item ready just before an attempt (the contact form's captcha is solved then, as a
   * solution expires in 10 minutes). What it returns is what is sent and kept; if it throws, the
   * item waits as if the network were away.
   */
  prepare?: (item: OutboxItem) => Promise<OutboxItem>;
  /**
   * Whether the browser says it has a network (navigator.onLine). A request that fails while it
   * says not never left the phone; one that fails while it says so may have reached the server.
   */
  online?: () => boolean;
  /**
   * The browser has just said the network is back (`online`, the app shown again, Background
   * Sync): items that waited for it are due now, whatever their timer. A server's backoff stands.
   */
  networkBack?: boolean;
}

interface SentItem {
  item: OutboxItem;
  /** The server's JSON answer (null for an empty or unreadable body). */
  answer: unknown;
}

interface RefusedItem {
  item: OutboxItem;
  status: number;
  message: string;
}

export interface SendReport {
  sent: SentItem[];
  refused: RefusedItem[];
  /** Still waiting (backoff, sign-in or no network). */
  waiting: number;
  needsAttention: number;
  /** A 401 came back: the session the page believes in is gone. */
  signedOut: boolean;
}

/** One pass over the outbox: sends what is due, reschedules or parks the rest. */
export async function sendOutbox(options: SendOptions): Promise<SendReport> {
  const settings = {
    store: options.store,
    fetchImpl: options.fetchImpl ?? ((input, init) => fetch(input, init)),
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
    prepare: options.prepare ?? (async (item: OutboxItem) => item),
    online: options.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false),
  };
  const { store, now } = settings;
  const report: SendReport = { sent: [], refused: [], waiting: 0, needsAttention: 0, signedOut: false };
  let offline = false;

  const items = await store.all();
  if (!(await endPendingSignOutsFirst(items, settings))) {
    for (const item of items)
      if (item.kind !== 'sign-out')
        report[item.state === 'needs-attention' ? 'needsAttention' : 'waiting'] += 1;
    return report;
  }
  for (let item of items.filter((item) => item.kind !== 'sign-out')) {
    if (item.state === 'needs-attention') {
      report.needsAttention += 1;
      continue;
    }
    // After a 401 in this pass nobody counts as signed in until the page has checked again.
    const account = report.signedOut ? null : options.currentUserId;
    const mine = item.anyAccount === true || (account !== undefined && item.userId === account);
    if (!mine) {
      // Queued by another identity than the one signed in now: keep it for that one. (While the
      // page does not know yet who is signed in, it is left as it is.)
      if (account !== undefined && item.state !== 'waiting-sign-in')
        await store.put({ ...item, state: 'waiting-sign-in' });
      report.waiting += 1;
      continue;
    }
    const reached = reachedTries(item);
    const serverErrors = serverErrorsOf(item);
    if (reached > 0 && now() - Date.parse(item.createdAt) > RETRY_WINDOW_MS) {
      await store.put({ ...item, state: 'needs-attention', lastError: TOO_OLD_MESSAGE });
      report.needsAttention += 1;
      continue;
    }
    // Parked for its account: tried again now that it is the one signed in (checked above).
    const due =
      item.state === 'waiting-sign-in' ||
      item.state === 'sending' ||
      item.notBefore <= now() ||
      (options.networkBack === true && item.waitingForNetwork === true);
    if (offline || !due) {
      report.waiting += 1;
      continue;
    }

    let ready: OutboxItem;
    try {
      ready = await settings.prepare(item);
    } catch (error) {
      offline = true;
      await store.put({
        ...item,
        state: 'pending',
        notBefore: now() + backoffMs(item.attempts - serverErrors + 1, settings.random),
        waitingForNetwork: true,
        lastError: error instanceof Error ? error.message : 'Not ready',
      });
      report.waiting += 1;
      continue;
    }
    item = ready;
    await store.put({ ...item, state: 'sending' });
    const result = await attempt(item, settings);
    const attempts = item.attempts + 1;
    // A 401 is not counted: the server did nothing with it, and the item waits for sign-in anyway.
    const reachedAttempts =
      (result.outcome === 'offline' && !result.reached) || result.outcome === 'sign-in'
        ? reached
        : reached + 1;
    switch (result.outcome) {
      case 'sent':
        await store.remove(item.id);
        report.sent.push({ item, answer: result.answer ?? null });
        break;
      case 'offline':
        // No network: this and every later item wait for the next trigger.
        offline = true;
        // It waits for the browser to say the network is back, or, should it never say so (a
        // network that carries nothing, where the browser thinks it is online all along), for a
        // timer that grows with the tries the server did not answer. The server's errors do not
        // grow: it said nothing.
        await store.put({
          ...item,
          state: 'pending',
          attempts,
          reachedAttempts,
          notBefore: now() + backoffMs(attempts - serverErrors, settings.random),
          waitingForNetwork: true,
          lastError: result.message ?? null,
        });
        report.waiting += 1;
        break;
      case 'retry': {
        if (item.kind === 'event' && result.status === 429) {
          await store.remove(item.id);
          break;
        }
        const wait = result.retryAfter ?? backoffMs(serverErrors + 1, settings.random);
        await store.put({
          ...item,
          state: 'pending',
          attempts,
          reachedAttempts,
          serverErrors: serverErrors + 1,
          notBefore: now() + wait,
          waitingForNetwork: false,
          lastError: result.message ?? null,
        });
        report.waiting += 1;
        break;
      }
      case 'sign-in':
        report.signedOut = true;
        await store.put({
          ...item,
          state: 'waiting-sign-in',
          attempts,
          reachedAttempts,
          lastError: result.message ?? null,
        });
        report.waiting += 1;
        break;
      case 'refused': {
        const message = result.message ?? 'The server refused it';
        report.refused.push({ item, status: result.status ?? 400, message });
        if (item.kind === 'event') {
          // Nobody can edit an analytics event: a refused one is dropped, not shown.
          await store.remove(item.id);
          break;
        }
        await store.put({ ...item, state: 'needs-attention', attempts, reachedAttempts, lastError: message });
        report.needsAttention += 1;
        break;
      }
    }
  }
  return report;
}

/**
 * Runs `send` unless another tab (or this one) is already sending: Web Locks where the browser has
 * them, else a lock within this page only. Returns null when it did not run.
 */
let sendingHere = false;
export async function oneSenderAtATime<T>(send: () => Promise<T>): Promise<T | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    return locks.request('ddb-outbox-sender', { ifAvailable: true }, (lock) => (lock ? send() : null));
  }
  if (sendingHere) return null;
  sendingHere = true;
  try {
    return await send();
  } finally {
    sendingHere = false;
  }
}
