/**
 * The send pass's tests share this: a fresh mirror database for each test, a clock and a network
 * the test sets (`phone`), a server that answers from a script, and one pass as an account.
 */
import { afterEach, beforeEach } from 'vitest';
import { MirrorDatabase } from '../mirror/mirror-db.ts';
import { addToOutbox, dexieOutboxStore } from './outbox-store.ts';
import { sendOutbox } from './send-outbox.ts';

/** The database, the time (ms) and what the browser says of its network (navigator.onLine). */
export const phone = { db: null as unknown as MirrorDatabase, clock: 1_000_000, networkUp: true };

/** Each test of the file starts with an empty outbox of its own, at the same time, online. */
export function freshPhoneForEachTest(): void {
  beforeEach(() => {
    phone.db = new MirrorDatabase(`outbox-test-${Math.random()}`);
    phone.clock = 1_000_000;
    phone.networkUp = true;
  });
  afterEach(() => phone.db.delete());
}

export const SAM = 7;
export const feedback = (text = 'Car park closed', userId: number | null = SAM) =>
  addToOutbox(phone.db, {
    kind: 'feedback',
    label: 'Feedback',
    method: 'POST',
    url: '/api/feedback',
    body: { feedbackText: text },
    userId,
  });

interface Seen {
  url: string;
  key: string | null;
  body: string | FormData | null;
}
/** A server that answers each request with the next response in `answers`. */
export function server(...answers: (Response | 'offline')[]) {
  const seen: Seen[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    seen.push({ url, key: headers.get('Idempotency-Key'), body: (init.body as string | FormData) ?? null });
    const answer = answers.shift() ?? new Response('{}', { status: 201 });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return answer;
  }) as typeof fetch;
  return { seen, fetchImpl };
}
export const status = (code: number, headers: Record<string, string> = {}, message = 'Nope') =>
  new Response(JSON.stringify({ error: { code: 'x', message } }), { status: code, headers });

const pass = (fetchImpl: typeof fetch, currentUserId: number | null | undefined, networkBack = false) =>
  sendOutbox({
    store: dexieOutboxStore(phone.db),
    currentUserId,
    fetchImpl,
    now: () => phone.clock,
    random: () => 0.5,
    online: () => phone.networkUp,
    networkBack,
  });
/** One pass, as SAM unless another account (null: nobody, undefined: not known yet) is given. */
export const send = (fetchImpl: typeof fetch, ...account: [number | null | undefined] | []) =>
  pass(fetchImpl, account.length > 0 ? account[0] : SAM);
/** One pass as SAM, started because the browser said the network is back (online, shown, sync). */
export const sendNetworkBack = (fetchImpl: typeof fetch) => pass(fetchImpl, SAM, true);
export const items = () => phone.db.outbox.orderBy('createdAt').toArray();
