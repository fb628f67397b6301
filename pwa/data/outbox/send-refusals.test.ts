/** What the server refuses: the user is told what to fix, and analytics events are dropped. */
import { describe, expect, it } from 'vitest';
import { addToOutbox } from './outbox-store.ts';
import { feedback, freshPhoneForEachTest, items, phone, send, server, status } from './send-test-kit.ts';

freshPhoneForEachTest();

describe('the outbox sender: refusals', () => {
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

  it('marks any other 4xx "needs attention" with the server\'s message, and does not resend it', async () => {
    await feedback('');
    await send(server(status(400, {}, 'Missing content')).fetchImpl);
    expect((await items())[0]).toMatchObject({ state: 'needs-attention', lastError: 'Missing content' });
    const again = server();
    const report = await send(again.fetchImpl);
    expect(again.seen).toEqual([]);
    expect(report.needsAttention).toBe(1);
  });

  it('drops a refused analytics event instead of asking the user about it', async () => {
    await addToOutbox(phone.db, {
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
      addToOutbox(phone.db, {
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
});
