/**
 * One phone, several people (issue #28 §1, §4): an item is only its own account's to read and to
 * change, in the outbox itself and not only on the screens; a sign-out made with no signal ends
 * the server's session before anything else is sent.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../testing/server.ts';
import { MirrorDatabase, mirrorDb } from '../mirror/mirror-db.ts';
import { discardOutboxItem, NotYourItemError, resendEdited, retryOutboxItem } from './outbox-actions.ts';
import { readOutbox, readOutboxFiles } from './outbox-reads.ts';
import { sendOutboxSoon, setOutboxAccount } from './outbox-runner.ts';
import { getOutboxStatus } from './outbox-status.ts';
import { addToOutbox, dexieOutboxStore, type NewOutboxWrite } from './outbox-store.ts';
import { sendOutbox } from './send-outbox.ts';

const write = (userId: number | null, overrides: Partial<NewOutboxWrite> = {}): NewOutboxWrite => ({
  kind: 'feedback',
  label: 'Feedback for Croyde Bay',
  summary: 'Only administrators can see this',
  method: 'POST',
  url: '/api/feedback',
  body: { content: 'Only administrators can see this', isPublic: false },
  userId,
  ...overrides,
});
const signOut: NewOutboxWrite = {
  kind: 'sign-out',
  label: 'Sign out',
  method: 'POST',
  url: '/api/auth/logout',
  userId: null,
  anyAccount: true,
};

describe("another account's items, in the outbox itself", () => {
  // Every write is answered "busy", so that nothing leaves the outbox while the test looks.
  beforeEach(() =>
    server.use(
      http.all(/\/api\/(feedback|community-photos)/, () =>
        HttpResponse.json({ error: { code: 'busy', message: 'Busy' } }, { status: 503 }),
      ),
    ),
  );
  afterEach(() => sendOutboxSoon());

  it('are neither read, nor discarded, retried or resent by someone else; their owner can', async () => {
    const theirs = await addToOutbox(mirrorDb(), write(7, { files: [photo()] }));
    const mine = await addToOutbox(mirrorDb(), write(9, { label: 'Feedback for Saunton' }));
    setOutboxAccount(9);

    expect((await readOutbox()).map((item) => item.id)).toEqual([mine.id]);
    expect(await readOutboxFiles(theirs.id)).toEqual([]);
    await expect(discardOutboxItem(theirs.id)).rejects.toBeInstanceOf(NotYourItemError);
    await expect(retryOutboxItem(theirs.id)).rejects.toBeInstanceOf(NotYourItemError);
    await expect(
      resendEdited(theirs.id, { body: { content: 'Changed by someone else' } }),
    ).rejects.toBeInstanceOf(NotYourItemError);
    const kept = await mirrorDb().outbox.get(theirs.id);
    expect(kept).toMatchObject({ id: theirs.id, body: theirs.body });
    await expect.poll(() => getOutboxStatus()).toMatchObject({ waiting: 1, otherAccounts: 1 });

    // Signed out, nobody's account items are the visitor's either.
    setOutboxAccount(null);
    expect(await readOutbox()).toEqual([]);
    await expect(discardOutboxItem(mine.id)).rejects.toBeInstanceOf(NotYourItemError);

    setOutboxAccount(7);
    await sendOutboxSoon(); // the pass the new account starts, done with before discarding
    expect((await readOutbox()).map((item) => item.id)).toEqual([theirs.id]);
    expect(await readOutboxFiles(theirs.id)).toHaveLength(1);
    await discardOutboxItem(theirs.id);
    expect(await mirrorDb().outbox.get(theirs.id)).toBeUndefined();
  });

  it("are nobody's while it is not known who is signed in", async () => {
    const item = await addToOutbox(mirrorDb(), write(null));
    expect(await readOutbox()).toEqual([]);
    await expect(discardOutboxItem(item.id)).rejects.toBeInstanceOf(NotYourItemError);
  });
});

describe('a sign-out made with no signal', () => {
  let db: MirrorDatabase;
  beforeEach(() => {
    db = new MirrorDatabase(`sign-out-test-${Math.random()}`);
  });
  afterEach(() => db.delete());

  function fakeServer(...answers: (Response | 'offline')[]) {
    const seen: string[] = [];
    const fetchImpl = (async (url: string) => {
      seen.push(url);
      const answer = answers.shift() ?? new Response('{}', { status: 201 });
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      return answer;
    }) as typeof fetch;
    return { seen, fetchImpl };
  }
  const send = (fetchImpl: typeof fetch, currentUserId: number | null) =>
    sendOutbox({ store: dexieOutboxStore(db), currentUserId, fetchImpl, random: () => 0.5 });

  it('goes first, and until it has nothing else goes: the old session would carry it', async () => {
    const made = await addToOutbox(db, write(null, { label: 'Made signed out' }));
    await addToOutbox(db, signOut);
    const offline = fakeServer('offline');
    const held = await send(offline.fetchImpl, null);
    expect(offline.seen).toEqual(['/api/auth/logout']);
    expect(held).toMatchObject({ sent: [], waiting: 1 });
    expect((await db.outbox.toArray()).map((item) => item.kind).sort()).toEqual(['feedback', 'sign-out']);

    const online = fakeServer(new Response('{"success":true}', { status: 200 }));
    const report = await send(online.fetchImpl, null);
    expect(online.seen).toEqual(['/api/auth/logout', '/api/feedback']);
    expect(report.sent.map(({ item }) => item.id)).toEqual([made.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('is tried whatever its backoff, and a server error keeps it, and everything else, waiting', async () => {
    const sign = await addToOutbox(db, signOut);
    await db.outbox.update(sign.id, { notBefore: Date.now() + 3_600_000 });
    await addToOutbox(db, write(null));
    const busy = fakeServer(new Response('{}', { status: 503 }));
    await send(busy.fetchImpl, null);
    expect(busy.seen).toEqual(['/api/auth/logout']);
    expect(await db.outbox.get(sign.id)).toMatchObject({ state: 'pending', attempts: 1 });
    // No session left to end (401): done with, and the rest goes.
    const gone = fakeServer(new Response('{}', { status: 401 }));
    await send(gone.fetchImpl, null);
    expect(gone.seen).toEqual(['/api/auth/logout', '/api/feedback']);
    expect(await db.outbox.count()).toBe(0);
  });
});

function photo() {
  return { field: 'photos', name: 'hut.jpg', type: 'image/jpeg', data: new Uint8Array([255, 216]).buffer };
}
