import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MirrorDatabase } from '../mirror/mirror-db.ts';
import { addToOutbox, dexieOutboxStore } from '../outbox/outbox-store.ts';
import { sendOutbox } from '../outbox/send-outbox.ts';
import { photoDay, ruleReportWrite } from './send-rule-report.ts';

const VISITOR = 7;
let db: MirrorDatabase;
let clock = 1_000_000;
beforeEach(() => {
  db = new MirrorDatabase(`rule-report-test-${Math.random()}`);
  clock = 1_000_000;
});
afterEach(() => db.delete());

const sign = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'sign.jpg', {
    type: 'image/jpeg',
    lastModified: new Date(2026, 7, 14, 10, 12).getTime(),
  });

const correction = () =>
  ruleReportWrite({
    beach: { id: 3, name: 'Croyde Beach' },
    ruleIndex: 0,
    ruleWords: 'No dogs on the whole beach',
    verdict: 'differs',
    signSays: '  No dogs 1 April to 31 October ',
    signLocation: 'at the car park',
    photo: sign(),
  });

/**
 * A server that keeps each report once per Idempotency-Key and answers a repeat with the first
 * answer; `loseAnswers` times it stores the report and the answer never reaches the phone.
 */
function idempotentServer(loseAnswers: number) {
  const stored = new Map<string, FormData>();
  const tries: string[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    const key = new Headers(init.headers).get('Idempotency-Key') ?? '';
    tries.push(key);
    if (!stored.has(key)) stored.set(key, init.body as FormData);
    if (loseAnswers-- > 0) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ id: 1, status: 'open' }), { status: 201 });
  }) as typeof fetch;
  return { stored, tries, fetchImpl };
}

const pass = (fetchImpl: typeof fetch) =>
  sendOutbox({
    store: dexieOutboxStore(db),
    currentUserId: VISITOR,
    fetchImpl,
    now: () => clock,
    random: () => 0.5,
    online: () => true,
  });

describe('a sign report in the outbox', () => {
  it('arrives exactly once when the answer to its first try is lost', async () => {
    await addToOutbox(db, { ...(await correction()), userId: VISITOR });
    const server = idempotentServer(1);

    const first = await pass(server.fetchImpl);
    expect(first.sent).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);

    clock += 60 * 60_000;
    const second = await pass(server.fetchImpl);
    expect(second.sent).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    // Two tries reached the server, with one key: one report.
    expect(server.tries).toHaveLength(2);
    expect(server.stored.size).toBe(1);

    const [form] = server.stored.values();
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      verdict: 'differs',
      ruleIndex: '0',
      signSays: 'No dogs 1 April to 31 October',
      signLocation: 'at the car park',
      takenOn: '2026-08-14',
    });
    expect((form.get('photo') as File).type).toBe('image/jpeg');
  });

  it('sends a confirmation with no photo as multipart too, with an empty rule index for a beach listed with no rules', async () => {
    const write = await ruleReportWrite({
      beach: { id: 4, name: 'Crow Point' },
      ruleIndex: null,
      ruleWords: 'No dog rules listed',
      verdict: 'agrees',
      signSays: 'left over from changing my mind',
      signLocation: '',
      photo: null,
    });
    expect(write.body).toEqual({ verdict: 'agrees', ruleIndex: '', signSays: '', signLocation: '' });
    expect(write.files).toEqual([]);
    expect(write.summary).toBe('The sign agrees: No dog rules listed');
  });

  it("takes the photo's day from the phone, never a day after today", () => {
    const now = new Date(2026, 10, 27, 9, 0);
    const later = new File([], 'x.jpg', { lastModified: new Date(2027, 0, 1).getTime() });
    expect(photoDay(later, now)).toBe('2026-11-27');
    expect(photoDay(sign(), now)).toBe('2026-08-14');
  });
});
