import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUpAndVerify } from '../testing/accounts.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { approvedRoute } from '../testing/walking-routes.ts';
import {
  hashRequest,
  IdempotencyClaim,
  KEEP_MS,
  Replay,
  STALE_CLAIM_MS,
  sweepIdempotencyKeys,
} from './idempotency-claim.ts';

const t = setupTestApp();
let user: SignedUp;
/** Two walks to rate (the seed shares none). */
const routes: { id: number }[] = [];
beforeAll(async () => {
  user = await signUpAndVerify(t);
  const beach = await t.db.knex('beaches').where({ slug: 'croyde-beach' }).first('id');
  for (const routeName of ['Downend loop', 'Baggy Point loop']) {
    routes.push({ id: await approvedRoute(t, beach.id, { routeName }) });
  }
});

async function solvedCaptcha(): Promise<string> {
  const challenge = (await request(t.callback).get('/api/contact/challenge').expect(200)).body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('Idempotency-Key', () => {
  it('stores a contact message once for five sends of one key (the outbox retrying)', async () => {
    const key = crypto.randomUUID();
    const body = {
      name: 'Sam',
      email: 'sam@example.com',
      message: 'Sent from the beach',
      recaptchaToken: await solvedCaptcha(),
    };
    const count = async () => Number((await t.db.knex('contact_submissions').count())[0].count);
    const before = await count();
    const visitor = request.agent(t.callback);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(await visitor.post('/api/contact').set('Idempotency-Key', key).send(body));
    }
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    for (const a of answers) expect(a.body).toEqual({ message: 'Message submitted successfully' });
    expect(await count()).toBe(before + 1);
  });

  it("keeps each visitor's keys to themselves: the same key and body from another visitor runs anew", async () => {
    const key = crypto.randomUUID();
    const route = routes[0];
    const rate = (client: ReturnType<typeof request.agent>, browser: string) =>
      client
        .post(`/api/routes/${route.id}/rate`)
        .set('User-Agent', browser)
        .set('Idempotency-Key', key)
        .send({ routeId: route.id, rating: 4, raterName: 'Visitor' })
        .expect(201);
    const a = request.agent(t.callback);
    const b = request.agent(t.callback);
    const first = await rate(a, 'Browser A');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const other = await rate(b, 'Browser B');
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.body.rating.id).not.toBe(first.body.rating.id);
    const retry = await rate(a, 'Browser A');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
  });

  it('never replays to a client that keeps no cookies (it has no scope of its own)', async () => {
    const key = crypto.randomUUID();
    const route = routes[1];
    const rate = () =>
      request(t.callback)
        .post(`/api/routes/${route.id}/rate`)
        .set('Idempotency-Key', key)
        .send({ routeId: route.id, rating: 5, raterName: 'Curl' })
        .expect(201);
    expect((await rate()).headers['idempotent-replayed']).toBeUndefined();
    expect((await rate()).headers['idempotent-replayed']).toBeUndefined();
  });

  it('takes over a claim left by a process that died mid-request', async () => {
    const key = crypto.randomUUID();
    const body = { content: 'After a crash' };
    await t.db.knex('idempotency_keys').insert({
      key,
      actor: `user:${user.id}`,
      method: 'POST',
      path: '/api/feedback',
      requestHash: hashRequest('POST', '/api/feedback', body),
      // PostgreSQL's clock has microseconds, which a JavaScript Date cannot hold (issue #27 item 3).
      createdAt: staleClaimTime(),
    });
    await request(t.callback)
      .post('/api/feedback')
      .set('Cookie', user.cookie)
      .set('Idempotency-Key', key)
      .send(body)
      .expect(201);
    const row = await t.db.knex('idempotency_keys').where({ key }).first();
    expect(row.responseStatus).toBe(201);
  });

  it('lets only one of two retries at once take over an abandoned claim; the other replays its answer', async () => {
    const key = crypto.randomUUID();
    const hash = hashRequest('POST', '/api/contact', { message: 'Abandoned' });
    await t.db.knex('idempotency_keys').insert({
      key,
      actor: 'visitor:abandoned',
      method: 'POST',
      path: '/api/contact',
      requestHash: hash,
      createdAt: staleClaimTime(),
    });
    const retry = async () => {
      const claim = new IdempotencyClaim(t.db.knex, key, 'visitor:abandoned', 'POST', '/api/contact');
      try {
        await claim.claim(hash);
      } catch (error) {
        if (error instanceof Replay) return 'replayed';
        throw error;
      }
      await t.db.knex.transaction((trx) => claim.record(trx, 201, { message: 'Stored' }));
      return 'took over';
    };
    expect((await Promise.all([retry(), retry()])).sort()).toEqual(['replayed', 'took over']);
  });

  it('answers 409 when the first request is still running after a short wait', async () => {
    const key = crypto.randomUUID();
    const body = { content: 'Slow first request' };
    await t.db.knex('idempotency_keys').insert({
      key,
      actor: `user:${user.id}`,
      method: 'POST',
      path: '/api/feedback',
      requestHash: hashRequest('POST', '/api/feedback', body),
    });
    const res = await request(t.callback)
      .post('/api/feedback')
      .set('Cookie', user.cookie)
      .set('Idempotency-Key', key)
      .send(body)
      .expect(409);
    expect(res.body.error.code).toBe('idempotency_in_progress');
  });

  it('lets only one of two claimants of a key commit its write (a takeover of a slow first request)', async () => {
    const key = crypto.randomUUID();
    const hash = hashRequest('POST', '/api/contact', { message: 'Slow' });
    const claimant = () => new IdempotencyClaim(t.db.knex, key, 'visitor:race', 'POST', '/api/contact');
    const [slow, takeover] = [claimant(), claimant()];
    await slow.claim(hash);
    await t.db
      .knex('idempotency_keys')
      .where({ key })
      .update({ createdAt: new Date(Date.now() - 3 * 60_000) });
    await takeover.claim(hash); // the claim looked abandoned: taken over, both now run
    const write = (claim: IdempotencyClaim, message: string) =>
      t.db.knex.transaction(async (trx) => {
        await trx('contact_submissions').insert({ name: 'Race', email: 'race@example.com', message });
        await claim.record(trx, 201, { message });
      });
    await write(takeover, 'second');
    await expect(write(slow, 'first')).rejects.toThrow(/answered this Idempotency-Key/);
    expect(await t.db.knex('contact_submissions').where({ name: 'Race' }).pluck('message')).toEqual([
      'second',
    ]);
    await expect(slow.storedAnswer()).resolves.toMatchObject({ status: 201, body: { message: 'second' } });
  });

  it('keeps keys for the seven days the outbox retries, then sweeps them', async () => {
    const now = new Date();
    const aged = (ms: number) => ({
      key: crypto.randomUUID(),
      actor: 'visitor:sweep',
      method: 'POST',
      path: '/api/feedback',
      requestHash: 'x',
      responseStatus: 201,
      responseBody: '{}',
      createdAt: new Date(now.getTime() - ms),
    });
    const [week, older] = [aged(KEEP_MS - 60_000), aged(KEEP_MS + 60_000)];
    await t.db.knex('idempotency_keys').insert([week, older]);
    expect(await sweepIdempotencyKeys(t.db.knex, now)).toBeGreaterThanOrEqual(1);
    const left = await t.db.knex('idempotency_keys').where({ actor: 'visitor:sweep' }).pluck('key');
    expect(left).toEqual([week.key]);
  });

  it('hashes bodies by content, not key order', () => {
    expect(hashRequest('POST', '/a', { x: 1, y: [1, { b: 2, a: 1 }] })).toBe(
      hashRequest('POST', '/a', { y: [1, { a: 1, b: 2 }], x: 1 }),
    );
    expect(hashRequest('POST', '/a', { x: 1 })).not.toBe(hashRequest('POST', '/b', { x: 1 }));
  });

  it('hashes a body as it always has: a key claimed before an upgrade still matches its retry', () => {
    const body = {
      z: [1, 'two', null, true, { b: [], a: {} }],
      'é"': -0.5,
      a: { y: undefined, x: [[['deep']]] },
      n: null,
    };
    expect(hashRequest('POST', '/api/feedback', body)).toBe(
      'ca220417e75e91f7bab73413ea0070320164bf7d873778fea463bbf28ef1f355',
    );
  });

  it('hashes a body nested deeper than the stack is tall (issue #27 item 7)', () => {
    const deep = JSON.parse(`{"x":${'['.repeat(50_000)}${']'.repeat(50_000)}}`);
    expect(hashRequest('POST', '/a', deep)).toMatch(/^[0-9a-f]{64}$/);
  });
});

/** A claim's time from before STALE_CLAIM_MS, to the microsecond, from the database's own clock. */
function staleClaimTime() {
  return t.db.knex.raw(
    "date_trunc('second', now() - make_interval(secs => ?)) + interval '123456 microseconds'",
    [Math.ceil(STALE_CLAIM_MS / 1000) + 60],
  );
}
