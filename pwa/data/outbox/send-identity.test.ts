/** Each item is sent only as the identity that queued it (an account, or nobody signed in). */
import { describe, expect, it } from 'vitest';
import { addToOutbox } from './outbox-store.ts';
import { feedback, freshPhoneForEachTest, items, phone, SAM, send, server, status } from './send-test-kit.ts';

freshPhoneForEachTest();

describe('the outbox sender: whose items go', () => {
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

  it('sends an item made signed out only while signed out, and an analytics event whoever is signed in', async () => {
    const anonymous = await feedback('Anonymous note', null);
    const event = await addToOutbox(phone.db, {
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
});
