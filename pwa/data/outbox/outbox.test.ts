import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MirrorDatabase } from '../mirror/mirror-db.ts';
import { addToOutbox, dexieOutboxStore } from './outbox-store.ts';
import { backoffMs } from './retry-backoff.ts';
import { oneSenderAtATime, sendOutbox } from './send-outbox.ts';

let db: MirrorDatabase;
let clock = 1_000_000;
const now = () => clock;
/** What the browser says of its network (navigator.onLine) when a request fails. */
let networkUp = true;
beforeEach(() => {
  db = new MirrorDatabase(`outbox-test-${Math.random()}`);
  clock = 1_000_000;
  networkUp = true;
});
afterEach(() => db.delete());

const SAM = 7;
const feedback = (text = 'Car park closed', userId: number | null = SAM) =>
  addToOutbox(db, {
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
function server(...answers: (Response | 'offline')[]) {
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
const status = (code: number, headers: Record<string, string> = {}, message = 'Nope') =>
  new Response(JSON.stringify({ error: { code: 'x', message } }), { status: code, headers });

/** One pass, as SAM unless another account (null: nobody, undefined: not known yet) is given. */
const send = (fetchImpl: typeof fetch, ...account: [number | null | undefined] | []) =>
  sendOutbox({
    store: dexieOutboxStore(db),
    currentUserId: account.length > 0 ? account[0] : SAM,
    fetchImpl,
    now,
    random: () => 0.5,
    online: () => networkUp,
  });
const items = () => db.outbox.orderBy('createdAt').toArray();

describe('the outbox sender', () => {
  it('sends with the item id as Idempotency-Key and removes it only after a 2xx', async () => {
    const item = await feedback();
    const { seen, fetchImpl } = server(new Response('{"id":1}', { status: 201 }));
    const report = await send(fetchImpl);
    expect(seen).toEqual([
      { url: '/api/feedback', key: item.id, body: '{"feedbackText":"Car park closed"}' },
    ]);
    expect(report.sent).toEqual([{ item: expect.objectContaining({ id: item.id }), answer: { id: 1 } }]);
    expect(await items()).toEqual([]);
  });

  it('keeps an item after a 5xx, waits out a backoff, then sends it with the same key', async () => {
    const item = await feedback();
    const { seen, fetchImpl } = server(status(503), new Response('{}', { status: 201 }));
    await send(fetchImpl);
    const [kept] = await items();
    expect(kept).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Nope' });
    expect(kept.notBefore).toBe(clock + backoffMs(1, () => 0.5));
    await send(fetchImpl);
    expect(seen).toHaveLength(1); // not due yet
    clock = kept.notBefore;
    await send(fetchImpl);
    expect(seen.map((s) => s.key)).toEqual([item.id, item.id]);
    expect(await items()).toEqual([]);
  });

  it('honours Retry-After on 429 and 408, and waits on 409 (the first attempt still running)', async () => {
    await feedback();
    const { fetchImpl } = server(status(429, { 'Retry-After': '30' }));
    await send(fetchImpl);
    expect((await items())[0].notBefore).toBe(clock + 30_000);
    clock += 30_000;
    await send(server(status(409)).fetchImpl);
    expect((await items())[0]).toMatchObject({ state: 'pending', attempts: 2 });
    clock = (await items())[0].notBefore;
    await send(server(status(408)).fetchImpl);
    expect((await items())[0]).toMatchObject({ state: 'pending', attempts: 3 });
  });

  it('stops at the first network failure and keeps every item, in order', async () => {
    const first = await feedback('one');
    const second = await feedback('two');
    const { seen, fetchImpl } = server('offline');
    const report = await send(fetchImpl);
    expect(seen).toHaveLength(1);
    expect(report).toMatchObject({ sent: [], waiting: 2 });
    expect((await items()).map((i) => [i.id, i.state])).toEqual([
      [first.id, 'pending'],
      [second.id, 'pending'],
    ]);
  });

  it('keeps the order of two writes made in the same millisecond', async () => {
    const at = new Date('2026-11-23T10:00:00Z');
    const write = {
      kind: 'feedback' as const,
      label: 'Feedback',
      method: 'POST' as const,
      url: '/api/feedback',
      userId: SAM,
    };
    const first = await addToOutbox(db, { ...write, body: { n: 1 } }, at);
    const second = await addToOutbox(db, { ...write, body: { n: 2 } }, at);
    expect(second.createdAt > first.createdAt).toBe(true);
    const { seen, fetchImpl } = server();
    await send(fetchImpl);
    expect(seen.map((s) => s.key)).toEqual([first.id, second.id]);
  });

  it('parks a 401 for sign-in and sends it only as the same account', async () => {
    const item = await feedback();
    await send(server(status(401)).fetchImpl);
    expect((await items())[0].state).toBe('waiting-sign-in');

    // Signed out, or someone else signed in: not sent.
    const nobody = server();
    await send(nobody.fetchImpl, null);
    const other = server();
    await send(other.fetchImpl, 99);
    expect([...nobody.seen, ...other.seen]).toEqual([]);
    expect((await items())[0].state).toBe('waiting-sign-in');

    const same = server(new Response('{}', { status: 201 }));
    await send(same.fetchImpl, SAM);
    expect(same.seen.map((s) => s.key)).toEqual([item.id]);
    expect(await items()).toEqual([]);
  });

  it("says what to fix: the server's field messages rather than its summary", async () => {
    await feedback('x');
    const refusal = new Response(
      JSON.stringify({
        error: {
          code: 'validation_failed',
          message: 'Some fields are not valid',
          fields: { beachId: ['Choose a beach from the list'], content: 'Say a little more' },
        },
      }),
      { status: 400 },
    );
    await send(server(refusal).fetchImpl);
    expect((await items())[0].lastError).toBe('Choose a beach from the list Say a little more');
  });

  it('sends an item made signed out only while signed out, and an analytics event whoever is signed in', async () => {
    const anonymous = await feedback('Anonymous note', null);
    const event = await addToOutbox(db, {
      kind: 'event',
      label: 'Page view',
      method: 'POST',
      url: '/api/events',
      body: { name: 'page_view' },
      userId: null,
      anyAccount: true,
    });
    const signedIn = server();
    await send(signedIn.fetchImpl, SAM);
    expect(signedIn.seen.map((s) => s.key)).toEqual([event.id]);
    expect((await items())[0]).toMatchObject({ id: anonymous.id, state: 'waiting-sign-in' });

    const signedOut = server();
    await send(signedOut.fetchImpl, null);
    expect(signedOut.seen.map((s) => s.key)).toEqual([anonymous.id]);
    expect(await items()).toEqual([]);
  });

  it('sends nothing tied to an account before the page knows who is signed in', async () => {
    await feedback();
    const { seen, fetchImpl } = server();
    await send(fetchImpl, undefined);
    expect(seen).toEqual([]);
    expect((await items())[0].state).toBe('pending');
  });

  it("after a 401 parks the rest of that account's items without sending them", async () => {
    await feedback('one');
    await feedback('two');
    const { seen, fetchImpl } = server(status(401, {}, 'Sign in'));
    const report = await send(fetchImpl);
    expect(seen).toHaveLength(1);
    expect(report.signedOut).toBe(true);
    expect((await items()).map((i) => i.state)).toEqual(['waiting-sign-in', 'waiting-sign-in']);
  });

  it('does not resend on its own an item tried more than 7 days ago (the server no longer knows its key)', async () => {
    const tried = await feedback('tried');
    const never = await feedback('never tried');
    const before = await feedback('tried, kept before reached tries were counted');
    await db.outbox.update(tried.id, { attempts: 1, reachedAttempts: 1 });
    const { reachedAttempts: _, ...legacy } = { ...before, attempts: 1 };
    await db.outbox.put(legacy);
    clock = Date.parse(tried.createdAt) + 7 * 24 * 60 * 60_000;
    const { seen, fetchImpl } = server();
    await send(fetchImpl);
    expect(seen.map((s) => s.key)).toEqual([never.id]);
    expect((await items()).map((i) => [i.id, i.state])).toEqual([
      [tried.id, 'needs-attention'],
      [before.id, 'needs-attention'],
    ]);
    expect((await items())[0].lastError).toMatch(/more than 7 days/);
  });

  it('sends an item after 7 days when every try found no network: none of them left the phone', async () => {
    const item = await feedback('Made with no signal');
    networkUp = false;
    for (let hour = 0; hour < 8 * 24; hour += 6) {
      clock = Date.parse(item.createdAt) + hour * 60 * 60_000;
      await db.outbox.update(item.id, { notBefore: 0 });
      await send(server('offline').fetchImpl);
    }
    expect((await items())[0]).toMatchObject({ state: 'pending', attempts: 32, reachedAttempts: 0 });

    networkUp = true;
    clock = Date.parse(item.createdAt) + 8 * 24 * 60 * 60_000;
    await db.outbox.update(item.id, { notBefore: 0 });
    const { seen, fetchImpl } = server(new Response('{}', { status: 201 }));
    const report = await send(fetchImpl);
    expect(seen.map((s) => s.key)).toEqual([item.id]);
    expect(report.needsAttention).toBe(0);
    expect(await items()).toEqual([]);
  });

  it('after 7 days does not resend on its own an item whose answer was lost while it had a network', async () => {
    const item = await feedback('Sent, answer lost');
    // fetch failed with the network up: the request may have been carried out.
    await send(server('offline').fetchImpl);
    expect((await items())[0]).toMatchObject({ attempts: 1, reachedAttempts: 1, waitingForNetwork: true });
    networkUp = false;
    clock += 60_000;
    await db.outbox.update(item.id, { notBefore: 0 });
    await send(server('offline').fetchImpl);
    expect((await items())[0]).toMatchObject({ attempts: 2, reachedAttempts: 1 });

    clock = Date.parse(item.createdAt) + 8 * 24 * 60 * 60_000;
    networkUp = true;
    const { seen, fetchImpl } = server();
    await send(fetchImpl);
    expect(seen).toEqual([]);
    expect((await items())[0]).toMatchObject({ state: 'needs-attention' });
  });

  it('backs off a 503 after a day of tries with no network as a first answer, not for 15 minutes', async () => {
    const item = await feedback();
    networkUp = false;
    for (let i = 0; i < 40; i++) {
      await db.outbox.update(item.id, { notBefore: 0 });
      await send(server('offline').fetchImpl);
    }
    networkUp = true;
    await db.outbox.update(item.id, { notBefore: 0 });
    await send(server(status(503)).fetchImpl);
    const [kept] = await items();
    expect(kept).toMatchObject({ attempts: 41, reachedAttempts: 1, waitingForNetwork: false });
    expect(kept.notBefore - clock).toBe(backoffMs(1, () => 0.5));
    // A second 503 doubles it: the server's refusals, not the tries with no network, count.
    clock = kept.notBefore;
    await send(server(status(503)).fetchImpl);
    expect((await items())[0].notBefore - clock).toBe(backoffMs(2, () => 0.5));
  });

  it('does not count a 401 as a try that reached the server', async () => {
    await feedback();
    await send(server(status(401)).fetchImpl);
    expect((await items())[0]).toMatchObject({ state: 'waiting-sign-in', attempts: 1, reachedAttempts: 0 });
  });

  it('drops a refused analytics event instead of asking the user about it', async () => {
    await addToOutbox(db, {
      kind: 'event',
      label: 'Page view',
      method: 'POST',
      url: '/api/events',
      body: { name: 'nonsense' },
      userId: null,
      anyAccount: true,
    });
    const report = await send(server(status(400)).fetchImpl);
    expect(report.refused).toHaveLength(1);
    expect(await items()).toEqual([]);
  });

  it('drops an analytics event answered 429, silently, rather than sending it again', async () => {
    const event = () =>
      addToOutbox(db, {
        kind: 'event',
        label: 'Usage event',
        method: 'POST',
        url: '/api/events',
        body: { name: 'page_view', path: '/' },
        userId: null,
        anyAccount: true,
      });
    await event();
    await event();
    const { seen, fetchImpl } = server(
      status(429, { 'Retry-After': '30' }),
      status(429, { 'Retry-After': '30' }),
    );
    const report = await send(fetchImpl);
    expect(seen).toHaveLength(2);
    expect(report).toMatchObject({ sent: [], refused: [], waiting: 0, needsAttention: 0 });
    expect(await items()).toEqual([]);
    // A write someone made is still kept for later.
    await feedback();
    await send(server(status(429, { 'Retry-After': '30' })).fetchImpl);
    expect(await items()).toEqual([expect.objectContaining({ kind: 'feedback', state: 'pending' })]);
  });

  it('marks any other 4xx "needs attention" with the server\'s message, and does not resend it', async () => {
    await feedback('');
    await send(server(status(400, {}, 'Missing content')).fetchImpl);
    expect((await items())[0]).toMatchObject({ state: 'needs-attention', lastError: 'Missing content' });
    const again = server();
    const report = await send(again.fetchImpl);
    expect(again.seen).toEqual([]);
    expect(report.needsAttention).toBe(1);
  });

  it('tries again an item a closed page left "sending" (its key makes that safe)', async () => {
    const item = await feedback();
    await db.outbox.update(item.id, { state: 'sending', notBefore: clock + 60_000 });
    const { seen, fetchImpl } = server(new Response('{}', { status: 200 }));
    await send(fetchImpl);
    expect(seen.map((s) => s.key)).toEqual([item.id]);
  });

  it('sends photos kept as bytes and a MIME type as a multipart form', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]).buffer;
    await addToOutbox(db, {
      kind: 'photo',
      label: 'Photos',
      method: 'POST',
      url: '/api/beaches/3/community-photos-bulk',
      body: { beachId: 3, caption_0: 'Low tide' },
      files: [{ field: 'photos', name: 'a.jpg', type: 'image/jpeg', data: bytes }],
      userId: SAM,
    });
    const { seen, fetchImpl } = server(new Response('{}', { status: 201 }));
    await send(fetchImpl);
    const form = seen[0].body as FormData;
    expect(form.get('caption_0')).toBe('Low tide');
    const photo = form.get('photos') as File;
    expect([photo.name, photo.type, photo.size]).toEqual(['a.jpg', 'image/jpeg', 4]);
  });

  it('lets one sender run at a time', async () => {
    let release: () => void = () => undefined;
    const first = oneSenderAtATime(
      () => new Promise<string>((resolve) => (release = () => resolve('first'))),
    );
    expect(await oneSenderAtATime(async () => 'second')).toBeNull();
    release();
    expect(await first).toBe('first');
    expect(await oneSenderAtATime(async () => 'third')).toBe('third');
  });
});

describe('the mirror database upgrade', () => {
  it('opens a version 1 mirror as the newest version with its data kept and an empty outbox', async () => {
    const name = `upgrade-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ beaches: 'id, &slug', meta: 'key' });
    await v1.table('beaches').put({ id: 1, slug: 'croyde-bay', name: 'Croyde Bay' });
    await v1.table('meta').put({ key: 'sync', cursor: '9' });
    v1.close();

    const upgraded = new MirrorDatabase(name);
    await upgraded.open();
    expect(upgraded.verno).toBe(4);
    expect(await upgraded.beaches.get(1)).toMatchObject({ name: 'Croyde Bay' });
    expect(await upgraded.meta.get('sync')).toMatchObject({ cursor: '9' });
    expect(await upgraded.outbox.count()).toBe(0);
    await upgraded.delete();
  });
});
