/**
 * Every write route the PWA's outbox sends honours Idempotency-Key (issue #10): a replay gets
 * the first answer and writes nothing, the same key with another body gets 422 and writes
 * nothing, two copies at once write once, an answer lost after the commit is still there
 * for the retry, and a claim whose process was killed before the commit is taken over once it
 * is stale (issue #27 item 3). A key changes no answer to a body nested too deep to be anything
 * the app sends (item 7). Runs on PGlite and, with DATABASE_URL, on PostgreSQL (where "at once"
 * is real and the clock has microseconds).
 */
import type { Knex } from 'knex';
import { Model } from 'objection';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../testing/accounts.ts';
import { type Send, type WriteRouteState, writeRoutes } from '../testing/idempotent-write-routes.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { approvedRoute } from '../testing/walking-routes.ts';
import { STALE_CLAIM_MS } from './idempotency-claim.ts';

const t = setupTestApp();
const state = {} as WriteRouteState;
const routes = writeRoutes(t, state);

beforeAll(async () => {
  state.user = await signUpAndVerify(t);
  state.beachIds = (await t.db.knex('beaches').whereNull('deletedAt').orderBy('id').pluck('id')) as number[];
  // A walk for each rating test to rate, shared by another visitor (the seed shares none).
  const author = await signUpAndVerify(t);
  state.approvedRouteIds = [];
  for (const n of [1, 2, 3, 4, 5]) {
    state.approvedRouteIds.push(
      await approvedRoute(t, state.beachIds[0], { routeName: `Walk ${n}`, author }),
    );
  }
});

type Transaction = (...args: Parameters<Knex['transaction']>) => Promise<unknown>;

/** An app whose write transactions all run through `transaction` (a process dying around its commit). */
function appWhoseTransactions(
  transaction: (real: Transaction, ...args: Parameters<Transaction>) => Promise<never>,
) {
  const knex = t.db.knex;
  const real = knex.transaction.bind(knex) as Transaction;
  const dying = new Proxy(knex, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
      return (...args: Parameters<Transaction>) => transaction(real, ...args);
    },
  });
  const app = t.makeApp({}, { knex: dying });
  // Objection's models follow the last app built: give them back to the real database, and
  // lend them to the dying one only while it runs (the photo upload opens its own transaction).
  Model.knex(knex);
  return {
    send: async (send: Send, key: string) => {
      Model.knex(dying);
      try {
        return await send(request(app.callback()), key);
      } finally {
        Model.knex(knex);
      }
    },
  };
}

/** An app whose every transaction commits and then fails: the process dying before it answers. */
function appThatDiesAfterCommit() {
  return appWhoseTransactions(async (real, ...args) => {
    await real(...args);
    throw new Error('the process died after the commit');
  });
}

/**
 * An app whose process is killed between the claim and the commit: its write never commits, and
 * nothing is left to release the claim. The app under test does release it on its way out, so
 * `leftBehind` puts the claim back as the killed process left it: unanswered, and dated by the
 * database's clock (to the microsecond, as PostgreSQL's is) from before STALE_CLAIM_MS.
 */
function appKilledBeforeCommit(key: string) {
  const knex = t.db.knex;
  let claim: Record<string, unknown> | undefined;
  const app = appWhoseTransactions(async () => {
    claim = await knex('idempotency_keys').where({ key }).first();
    throw new Error('the process was killed before the commit');
  });
  return {
    send: app.send,
    leftBehind: async () => {
      if (!claim) throw new Error('the request was killed before it claimed its key');
      const staleSeconds = Math.ceil(STALE_CLAIM_MS / 1000) + 60;
      await knex('idempotency_keys').insert({
        ...claim,
        createdAt: knex.raw(
          "date_trunc('second', now() - make_interval(secs => ?)) + interval '123456 microseconds'",
          [staleSeconds],
        ),
      });
    },
  };
}

describe.each(routes)('$name with an Idempotency-Key', (route) => {
  const ok = route.status;

  it('answers a replay with the first answer and writes once; another body with the key is 422', async () => {
    const { send, changed, runs } = await route.arrange();
    const key = crypto.randomUUID();
    const before = await runs();
    const first = await send(request(t.callback), key).expect(ok);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await runs()).toBe(before + 1);

    for (let i = 0; i < 2; i++) {
      const replay = await send(request(t.callback), key).expect(ok);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);
    }
    const reused = await changed(request(t.callback), key).expect(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');
    expect(reused.body.error.message).toMatch(/different request/);
    expect(await runs()).toBe(before + 1);
  });

  it('writes once for two copies sent at the same moment', async () => {
    const { send, runs } = await route.arrange();
    const key = crypto.randomUUID();
    const before = await runs();
    const answers = await Promise.all([send(request(t.callback), key), send(request(t.callback), key)]);
    const statuses = answers.map((a) => a.status).sort();
    // The second waits for the first and replays it, or (if the first is slow) hears 409, try later.
    expect(statuses.filter((s) => s === ok).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === ok || s === 409)).toBe(true);
    expect(await runs()).toBe(before + 1);
    await send(request(t.callback), key).expect(ok);
    expect(await runs()).toBe(before + 1);
  });

  it('keeps the answer when the process dies after the commit: the retry gets it, nothing is written twice', async () => {
    const { send, runs } = await route.arrange();
    const key = crypto.randomUUID();
    const before = await runs();
    expect((await appThatDiesAfterCommit().send(send, key)).status).toBe(500);
    expect(await runs()).toBe(before + 1);
    // The answer committed with the write, before anything after the commit could fail.
    const stored = await t.db.knex('idempotency_keys').where({ key }).first();
    expect(stored.responseStatus).toBe(ok);

    const retry = await send(request(t.callback), key).expect(ok);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await runs()).toBe(before + 1);
  });

  it('stores the write once when its process was killed between claim and commit: a retry takes the stale claim over', async () => {
    const { send, retried, runs } = await route.arrange();
    const key = crypto.randomUUID();
    const before = await runs();
    const killed = appKilledBeforeCommit(key);
    expect((await killed.send(send, key)).status).toBe(500);
    await killed.leftBehind();
    expect(await runs()).toBe(before);

    const retry = await ((await retried?.()) ?? send)(request(t.callback), key).expect(ok);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await runs()).toBe(before + 1);
    const stored = await t.db.knex('idempotency_keys').where({ key }).first();
    expect(stored.responseStatus).toBe(ok);
    const replay = await send(request(t.callback), key).expect(ok);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await runs()).toBe(before + 1);
  });
});

// Bodies nest 50,000 deep within the 100 KB limit. A DELETE's body is not read.
const deepJson = `{"x":${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
const routesReadingBodies = routes.filter((route) => !route.name.startsWith('DELETE'));

describe.each(routesReadingBodies)('$name with a JSON body nested 50,000 deep', (route) => {
  it('is answered the same 4xx with an Idempotency-Key as without, and leaves no claim', async () => {
    const { to } = await route.arrange();
    const key = crypto.randomUUID();
    const withKey = await to(request(t.callback)).set('Idempotency-Key', key).type('json').send(deepJson);
    const withoutKey = await to(request(t.callback)).type('json').send(deepJson);
    expect(withoutKey.status).toBeGreaterThanOrEqual(400);
    expect(withoutKey.status).toBeLessThan(500);
    expect({ status: withKey.status, body: withKey.body }).toEqual({
      status: withoutKey.status,
      body: withoutKey.body,
    });
    expect(await t.db.knex('idempotency_keys').where({ key })).toEqual([]);
  });
});
