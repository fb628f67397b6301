/**
 * What waits, and how long: network failures, a busy server, backoff, and the 7-day window after
 * which the server no longer knows an item's key. How the backoff grows: send-backoff.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { backoffMs } from './retry-backoff.ts';
import { feedback, freshPhoneForEachTest, items, phone, send, server, status } from './send-test-kit.ts';

freshPhoneForEachTest();

describe('the outbox sender: retries', () => {
  it('keeps an item after a 5xx, waits out a backoff, then sends it with the same key', async () => {
    const item = await feedback();
    const { seen, fetchImpl } = server(status(503), new Response('{}', { status: 201 }));
    await send(fetchImpl);
    const [kept] = await items();
    expect(kept).toMatchObject({ state: 'pending', attempts: 1, lastError: 'Nope' });
    expect(kept.notBefore).toBe(phone.clock + backoffMs(1, () => 0.5));
    await send(fetchImpl);
    expect(seen).toHaveLength(1); // not due yet
    phone.clock = kept.notBefore;
    await send(fetchImpl);
    expect(seen.map((s) => s.key)).toEqual([item.id, item.id]);
    expect(await items()).toEqual([]);
  });

  it('honours Retry-After on 429 and 408, and waits on 409 (the first attempt still running)', async () => {
    await feedback();
    const { fetchImpl } = server(status(429, { 'Retry-After': '30' }));
    await send(fetchImpl);
    expect((await items())[0].notBefore).toBe(phone.clock + 30_000);
    phone.clock += 30_000;
    await send(server(status(409)).fetchImpl);
    expect((await items())[0]).toMatchObject({ state: 'pending', attempts: 2 });
    phone.clock = (await items())[0].notBefore;
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

  it('does not count a 401 as a try that reached the server', async () => {
    await feedback();
    await send(server(status(401)).fetchImpl);
    expect((await items())[0]).toMatchObject({ state: 'waiting-sign-in', attempts: 1, reachedAttempts: 0 });
  });

  it('does not resend on its own an item tried more than 7 days ago (the server no longer knows its key)', async () => {
    const tried = await feedback('tried');
    const never = await feedback('never tried');
    const before = await feedback('tried, kept before reached tries were counted');
    await phone.db.outbox.update(tried.id, { attempts: 1, reachedAttempts: 1 });
    const { reachedAttempts: _, ...legacy } = { ...before, attempts: 1 };
    await phone.db.outbox.put(legacy);
    phone.clock = Date.parse(tried.createdAt) + 7 * 24 * 60 * 60_000;
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
    phone.networkUp = false;
    for (let hour = 0; hour < 8 * 24; hour += 6) {
      phone.clock = Date.parse(item.createdAt) + hour * 60 * 60_000;
      await phone.db.outbox.update(item.id, { notBefore: 0 });
      await send(server('offline').fetchImpl);
    }
    expect((await items())[0]).toMatchObject({ state: 'pending', attempts: 32, reachedAttempts: 0 });

    phone.networkUp = true;
    phone.clock = Date.parse(item.createdAt) + 8 * 24 * 60 * 60_000;
    await phone.db.outbox.update(item.id, { notBefore: 0 });
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
    phone.networkUp = false;
    phone.clock += 60_000;
    await phone.db.outbox.update(item.id, { notBefore: 0 });
    await send(server('offline').fetchImpl);
    expect((await items())[0]).toMatchObject({ attempts: 2, reachedAttempts: 1 });

    phone.clock = Date.parse(item.createdAt) + 8 * 24 * 60 * 60_000;
    phone.networkUp = true;
    const { seen, fetchImpl } = server();
    await send(fetchImpl);
    expect(seen).toEqual([]);
    expect((await items())[0]).toMatchObject({ state: 'needs-attention' });
  });
});
