/**
 * Sends what the outbox holds, oldest first, one sender at a time (DESIGN.md, "Writes — our own
 * outbox, exactly once"). The rules, each learnt from a project that lost or doubled data:
 *
 * - An item leaves the outbox only after a 2xx (a replayed answer is a 2xx too). Workbox's queue
 *   removed an entry before sending and counted a 5xx as success (workbox #2599, #1984).
 * - No network, a 5xx, 408, 409 (the first attempt is still running on the server) or 429: kept,
 *   tried again after an exponential backoff with jitter, or after the server's Retry-After.
 *   The backoff grows only with tries that reached the server (or may have: an answer lost
 *   while the phone had a network); a try with no network never left the phone, and a day of
 *   them must not make the first 503 after it wait 15 minutes.
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
 *   (endSessionsFirst): otherwise the next write would reach the server as the account signed out.
 */
import { type OutboxItem, reachedTries } from './outbox-item.ts';

export interface OutboxStore {
  /** Items in the order they were made. */
  all(): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
}

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
}

export interface SentItem {
  item: OutboxItem;
  /** The server's JSON answer (null for an empty or unreadable body). */
  answer: unknown;
}

export interface RefusedItem {
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

/**
 * The server keeps an answered Idempotency-Key 7 days (api/middleware/idempotency.ts KEEP_MS). An
 * item made longer ago than this whose request already reached the server (or may have) may have
 * arrived with its answer lost, and a retry would no longer be recognised: it is not sent again on
 * its own (an hour's margin). One only ever tried with no network cannot have arrived: it goes.
 */
export const RETRY_WINDOW_MS = 7 * 24 * 60 * 60_000 - 60 * 60_000;
export const TOO_OLD_MESSAGE =
  'This waited more than 7 days after a try whose answer never came, so it may have arrived already. Check, then send it again or discard it.';

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 15 * 60_000;

/** Exponential backoff with "full jitter": a random wait up to 2^attempts × 2 s, capped. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Retry-After in seconds or as an HTTP date, in ms from now; null if absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function requestOf(item: OutboxItem): RequestInit {
  const headers: Record<string, string> = { 'Idempotency-Key': item.id };
  let body: BodyInit | undefined;
  if (item.files) {
    const form = new FormData();
    for (const [name, value] of Object.entries(item.body ?? {})) form.append(name, String(value));
    for (const file of item.files)
      form.append(file.field, new Blob([file.data], { type: file.type }), file.name);
    body = form;
  } else if (item.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(item.body);
  }
  return { method: item.method, headers, body, credentials: 'include' };
}

/**
 * The server's words for a refusal: its field messages when it gave any (they say what to fix:
 * "Choose a beach from the list"), else its message.
 */
async function serverMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string; fields?: Record<string, unknown> } };
    const fields = Object.values(body.error?.fields ?? {})
      .flat()
      .filter((text): text is string => typeof text === 'string' && text.trim() !== '');
    if (fields.length > 0) return [...new Set(fields)].join(' ');
    return body.error?.message ?? `The server answered ${res.status}`;
  } catch {
    return `The server answered ${res.status}`;
  }
}

async function answerOf(res: Response): Promise<unknown> {
  try {
    const text = await res.text();
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

type Outcome = 'sent' | 'retry' | 'offline' | 'sign-in' | 'refused';

async function attempt(
  item: OutboxItem,
  options: Required<Omit<SendOptions, 'currentUserId'>>,
): Promise<{
  outcome: Outcome;
  /** For 'offline': whether the request may have left the phone (the browser had a network). */
  reached?: boolean;
  status?: number;
  retryAfter?: number | null;
  message?: string;
  answer?: unknown;
}> {
  let res: Response;
  try {
    res = await options.fetchImpl(item.url, requestOf(item));
  } catch {
    // With a network the request may have reached the server and only its answer been lost.
    return { outcome: 'offline', reached: options.online(), message: 'No connection' };
  }
  if (res.ok) return { outcome: 'sent', answer: await answerOf(res) };
  if (res.status === 401) return { outcome: 'sign-in', message: await serverMessage(res) };
  if (res.status >= 500 || [408, 409, 429].includes(res.status)) {
    return {
      outcome: 'retry',
      status: res.status,
      retryAfter: retryAfterMs(res.headers.get('Retry-After'), options.now()),
      message: await serverMessage(res),
    };
  }
  return { outcome: 'refused', status: res.status, message: await serverMessage(res) };
}

/**
 * A sign-out made with no signal (pending-sign-out.ts) ends the server's session before anything
 * else is sent, whatever its backoff, and until it has, nothing else goes: the browser still holds
 * that session's cookie, so whatever went first would arrive as the account that signed out.
 * True once no sign-out is left.
 */
async function endSessionsFirst(
  items: OutboxItem[],
  options: Required<Omit<SendOptions, 'currentUserId'>>,
): Promise<boolean> {
  for (const item of items.filter((entry) => entry.kind === 'sign-out')) {
    const result = await attempt(item, options);
    // Ended, or no session was left to end (401); a refusal would not change with a retry.
    if (result.outcome === 'sent' || result.outcome === 'sign-in' || result.outcome === 'refused') {
      await options.store.remove(item.id);
      continue;
    }
    const attempts = item.attempts + 1;
    await options.store.put({
      ...item,
      state: 'pending',
      attempts,
      notBefore: options.now() + (result.retryAfter ?? backoffMs(attempts, options.random)),
      waitingForNetwork: result.outcome === 'offline',
      lastError: result.message ?? null,
    });
    return false;
  }
  return true;
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
  if (!(await endSessionsFirst(items, settings))) {
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
    if (reached > 0 && now() - Date.parse(item.createdAt) > RETRY_WINDOW_MS) {
      await store.put({ ...item, state: 'needs-attention', lastError: TOO_OLD_MESSAGE });
      report.needsAttention += 1;
      continue;
    }
    // Parked for its account: tried again now that it is the one signed in (checked above).
    const due = item.state === 'waiting-sign-in' || item.state === 'sending' || item.notBefore <= now();
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
        notBefore: now() + backoffMs(item.attempts - reached + 1, settings.random),
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
        // It waits for the browser's "online" (or a backoff, should that never come): after a
        // request that may have reached the server, the server's backoff; else one that grows
        // with the tries made with no network, which the "online" event cuts short.
        await store.put({
          ...item,
          state: 'pending',
          attempts,
          reachedAttempts,
          notBefore:
            now() + backoffMs(result.reached ? reachedAttempts : attempts - reachedAttempts, settings.random),
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
        const wait = result.retryAfter ?? backoffMs(reachedAttempts, settings.random);
        await store.put({
          ...item,
          state: 'pending',
          attempts,
          reachedAttempts,
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
