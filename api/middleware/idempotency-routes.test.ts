/**
 * Every write route the PWA's outbox sends honours Idempotency-Key (issue #10): a replay gets
 * the first answer and writes nothing, the same key with another body gets 422 and writes
 * nothing, two copies at once write once, and an answer lost after the commit is still there
 * for the retry. Runs on PGlite and, with DATABASE_URL, on PostgreSQL (where "at once" is real).
 */
import type { Knex } from 'knex';
import { Model } from 'objection';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../testing/accounts.ts';
import { type Send, type WriteRouteState, writeRoutes } from '../testing/idempotent-write-routes.ts';
import { setupTestApp } from '../testing/test-app.ts';

const t = setupTestApp();
const state = {} as WriteRouteState;
const routes = writeRoutes(t, state);

beforeAll(async () => {
  state.user = await signUpAndVerify(t);
  state.beachIds = (await t.db.knex('beaches').whereNull('deletedAt').orderBy('id').pluck('id')) as number[];
  state.approvedRouteIds = (await t.db
    .knex('walking_routes')
    .where({ isApproved: true })
    .orderBy('id')
    .pluck('id')) as number[];
});

/** An app whose every transaction commits and then fails: the process dying before it answers. */
function appThatDiesAfterCommit() {
  const knex = t.db.knex;
  const dying = new Proxy(knex, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
      return async (...args: Parameters<Knex['transaction']>) => {
        await (target.transaction as (...a: unknown[]) => Promise<unknown>)(...args);
        throw new Error('the process died after the commit');
      };
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
});
