/**
 * Backoff that means something (issue #32.4): an item backs off by the server's "later"s (5xx,
 * 408, 409, 429), not by the tries that found no network; one that waits for the network goes as
 * soon as the browser says the network is back.
 */
import { describe, expect, it } from 'vitest';
import { addToOutbox } from './outbox-store.ts';
import { backoffMs } from './retry-backoff.ts';
import {
  feedback,
  freshPhoneForEachTest,
  items,
  phone,
  send,
  sendNetworkBack,
  server,
  status,
} from './send-test-kit.ts';

freshPhoneForEachTest();

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const created = () => new Response('{}', { status: 201 });

/** A wait from `low` to `high` seconds, both included. */
const within = (low: number, high: number) =>
  expect.toSatisfy((ms: number) => ms >= low * SECOND && ms <= high * SECOND, `${low}–${high} s`);

/** How long until the (only) item is tried again. */
const dueIn = async () => (await items())[0].notBefore - phone.clock;

/** The clock moves on to when the item is due, and a pass meets `answer` ('offline': no network). */
async function whenDue(answer: Response | 'offline'): Promise<void> {
  phone.clock = Math.max(phone.clock, (await items())[0].notBefore);
  await send(server(answer).fetchImpl);
}

/** Tries that found no network: the browser saying offline, or online with no answer coming. */
async function triesWithNoNetwork(count: number, browserSaysOnline: boolean): Promise<void> {
  phone.networkUp = browserSaysOnline;
  for (let i = 0; i < count; i++) await whenDue('offline');
  phone.networkUp = true;
}

describe('the outbox sender: backoff by the server, not by the signal', () => {
  it.each([
    ['said offline', false],
    ['said online, but no answer came', true],
  ])(
    'tries again within 4 s after a 503 that follows three tries with no network (the browser %s)',
    async (_, browserSaysOnline) => {
      const item = await feedback();
      await triesWithNoNetwork(3, browserSaysOnline);
      await whenDue(status(503));
      expect(await dueIn()).toBeLessThanOrEqual(4 * SECOND);

      phone.clock += 4 * SECOND;
      const { seen, fetchImpl } = server(created());
      await send(fetchImpl);
      expect(seen.map((s) => s.key)).toEqual([item.id]);
      expect(await items()).toEqual([]);
    },
  );

  it('waits at most 4 s after the first 503 that follows a day with no network', async () => {
    await feedback();
    const start = phone.clock;
    // Every other try with the browser saying online: a signal that carries nothing.
    for (let tries = 0; phone.clock - start < 24 * 60 * MINUTE; tries++)
      await triesWithNoNetwork(1, tries % 2 === 0);
    expect((await items())[0].attempts).toBeGreaterThan(90);
    await whenDue(status(503));
    expect(await dueIn()).toBeLessThanOrEqual(4 * SECOND);
  });

  it('backs off 2–4 s, 4–8 s, then 8–16 s for 503s in a row', async () => {
    await feedback();
    await triesWithNoNetwork(3, true);
    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await whenDue(status(503));
      waits.push(await dueIn());
    }
    expect(waits).toEqual([within(2, 4), within(4, 8), within(8, 16)]);
    expect((await items())[0]).toMatchObject({ attempts: 6, serverErrors: 3 });
  });

  it('keeps to the 2–4 s, 4–8 s, 8–16 s schedule whatever the jitter, and never waits past 15 minutes', () => {
    for (const random of [() => 0, () => 0.9999]) {
      expect([1, 2, 3].map((n) => backoffMs(n, random))).toEqual([within(2, 4), within(4, 8), within(8, 16)]);
      expect(backoffMs(40, random)).toBeLessThanOrEqual(15 * MINUTE);
    }
  });

  it('waits between 7.5 and 15 minutes after many server errors: the cap holds', async () => {
    await feedback();
    for (let i = 0; i < 20; i++) await whenDue(status(503));
    expect(await dueIn()).toBeGreaterThanOrEqual(7.5 * MINUTE);
    expect(await dueIn()).toBeLessThanOrEqual(15 * MINUTE);
  });

  it("honours the server's Retry-After, shorter or longer than the backoff", async () => {
    await feedback();
    await triesWithNoNetwork(3, true);
    await whenDue(status(503));
    await whenDue(status(503));
    await whenDue(status(503, { 'Retry-After': '1' }));
    expect(await dueIn()).toBe(1 * SECOND);
    await whenDue(status(429, { 'Retry-After': '120' }));
    expect(await dueIn()).toBe(2 * MINUTE);
  });

  it('backs off an item kept before server errors were counted by its new ones only', async () => {
    const made = await feedback();
    // As an older version of the app stored it: six tries, none of the newer counts.
    const { reachedAttempts: _, serverErrors: __, ...older } = { ...made, attempts: 6 };
    await phone.db.outbox.put(older);
    await whenDue(status(503));
    expect(await dueIn()).toBeLessThanOrEqual(4 * SECOND);
    expect((await items())[0]).toMatchObject({ attempts: 7, serverErrors: 1 });
  });

  it('sends an item that waited for the network as soon as the network is back, whatever its timer', async () => {
    const item = await feedback();
    await triesWithNoNetwork(30, false);
    expect(await dueIn()).toBeGreaterThan(5 * MINUTE);
    const { seen, fetchImpl } = server(created());
    await sendNetworkBack(fetchImpl);
    expect(seen.map((s) => s.key)).toEqual([item.id]);
    expect(await items()).toEqual([]);
  });

  it("does not cut short the server's backoff when the network comes back", async () => {
    await feedback();
    await triesWithNoNetwork(2, false);
    await whenDue(status(503, { 'Retry-After': '600' }));
    const { seen, fetchImpl } = server(created());
    await sendNetworkBack(fetchImpl);
    expect(seen).toEqual([]);
    expect(await dueIn()).toBe(10 * MINUTE);
  });

  it('wakes the sender within 4 s for a sign-out that met a 503 after tries with no network', async () => {
    await addToOutbox(phone.db, {
      kind: 'sign-out',
      label: 'Sign out',
      method: 'POST',
      url: '/api/auth/logout',
      userId: null,
      anyAccount: true,
    });
    await triesWithNoNetwork(3, true);
    await whenDue(status(503));
    expect(await dueIn()).toBeLessThanOrEqual(4 * SECOND);
  });
});
