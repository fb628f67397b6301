/**
 * Every write route the PWA's outbox sends honours Idempotency-Key (issue #10): a replay gets
 * the first answer and writes nothing, the same key with another body gets 422 and writes
 * nothing, two copies at once write once, and an answer lost after the commit is still there
 * for the retry. Runs on PGlite and, with DATABASE_URL, on PostgreSQL (where "at once" is real).
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Knex } from 'knex';
import { Model } from 'objection';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { committedVersion } from '../services/change-versions.ts';
import { type SignedUp, signUpAndVerify } from '../testing/accounts.ts';
import { photo } from '../testing/images.ts';
import { setupTestApp } from '../testing/test-app.ts';

const t = setupTestApp();
let user: SignedUp;
let beachIds: number[];
let approvedRouteIds: number[];

beforeAll(async () => {
  user = await signUpAndVerify(t);
  beachIds = (await t.db.knex('beaches').whereNull('deletedAt').orderBy('id').pluck('id')) as number[];
  approvedRouteIds = (await t.db
    .knex('walking_routes')
    .where({ isApproved: true })
    .orderBy('id')
    .pluck('id')) as number[];
});

type Send = (app: request.Agent | ReturnType<typeof request>, key: string) => request.Test;
interface Arranged {
  /** The request as the outbox sends it, and the same key with another body or target. */
  send: Send;
  changed: Send;
  /** Goes up by one each time the write runs (a row count, or the sync change version). */
  runs(): Promise<number>;
}
interface WriteRoute {
  name: string;
  status: number;
  arrange(): Promise<Arranged>;
}

const next = <T>(list: T[]) => {
  const item = list.shift();
  if (item === undefined) throw new Error('the seed ran out of fixtures for this test');
  return item;
};
const count = async (query: Knex.QueryBuilder) => Number((await query.count({ n: '*' }))[0].n);
const syncVersion = () => committedVersion(t.db.knex);
const insertFeedback = async (content: string) =>
  (await t.db.knex('user_feedback').insert({ userId: user.id, content }).returning('id'))[0].id as number;
const insertPhoto = async (beachId: number) =>
  (
    await t.db
      .knex('community_photos')
      .insert({ beachId, userId: user.id, photoUrl: '/uploads/x.jpg', variants: '[]' })
      .returning('id')
  )[0].id as number;

async function solvedCaptcha(): Promise<string> {
  const challenge = (await request(t.callback).get('/api/contact/challenge').expect(200)).body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const routes: WriteRoute[] = [
  {
    name: 'POST /api/feedback',
    status: 201,
    arrange: async () => {
      const post =
        (content: string): Send =>
        (app, key) =>
          app.post('/api/feedback').set('Cookie', user.cookie).set('Idempotency-Key', key).send({ content });
      return {
        send: post('The bins were full'),
        changed: post('The bins were empty'),
        runs: () => count(t.db.knex('user_feedback').where({ userId: user.id })),
      };
    },
  },
  {
    name: 'PUT /api/feedback/:id',
    status: 200,
    arrange: async () => {
      const id = await insertFeedback('Before the edit');
      const put =
        (content: string): Send =>
        (app, key) =>
          app
            .put(`/api/feedback/${id}`)
            .set('Cookie', user.cookie)
            .set('Idempotency-Key', key)
            .send({ content });
      return { send: put('After the edit'), changed: put('Another edit'), runs: syncVersion };
    },
  },
  {
    name: 'DELETE /api/feedback/:id',
    status: 204,
    arrange: async () => {
      const [id, otherId] = [await insertFeedback('To delete'), await insertFeedback('To keep')];
      const del =
        (target: number): Send =>
        (app, key) =>
          app.delete(`/api/feedback/${target}`).set('Cookie', user.cookie).set('Idempotency-Key', key);
      return { send: del(id), changed: del(otherId), runs: syncVersion };
    },
  },
  ...(['post', 'put'] as const).map(
    (method): WriteRoute => ({
      name: `${method.toUpperCase()} /api/beaches/:id/reviews`,
      status: method === 'post' ? 201 : 200,
      arrange: async () => {
        const beachId = next(beachIds);
        const path = `/api/beaches/${beachId}/reviews`;
        // PUT edits the user's review of the beach, so there is one to edit.
        if (method === 'put') {
          await request(t.callback)
            .post(path)
            .set('Cookie', user.cookie)
            .send({ rating: 2, reviewText: 'A first visit, windy.' })
            .expect(201);
        }
        const write =
          (rating: number): Send =>
          (app, key) =>
            app[method](path)
              .set('Cookie', user.cookie)
              .set('Idempotency-Key', key)
              .send({ rating, reviewText: 'Clear water and a kind café.' });
        return { send: write(5), changed: write(4), runs: syncVersion };
      },
    }),
  ),
  {
    name: 'POST /api/routes',
    status: 201,
    arrange: async () => {
      const submit =
        (routeName: string): Send =>
        (app, key) =>
          app.post('/api/routes').set('Cookie', user.cookie).set('Idempotency-Key', key).send({
            beachId: beachIds[0],
            routeName,
            description: 'Along the cliff and back by the sand.',
            difficulty: 'moderate',
            estimatedDuration: '40',
            distanceKm: 2,
            startingPoint: 'The car park',
            submittedBy: 'Sam',
            submitterEmail: 'sam@example.com',
          });
      return {
        send: submit('Cliff loop'),
        changed: submit('Dune loop'),
        runs: () => count(t.db.knex('walking_routes').where({ userId: user.id })),
      };
    },
  },
  {
    name: 'POST /api/routes/:id/rate',
    status: 201,
    arrange: async () => {
      const routeId = next(approvedRouteIds);
      const rate =
        (rating: number): Send =>
        (app, key) =>
          app
            .post(`/api/routes/${routeId}/rate`)
            .set('Cookie', user.cookie)
            .set('Idempotency-Key', key)
            .send({ routeId, rating, raterName: 'Sam' });
      return { send: rate(4), changed: rate(2), runs: syncVersion };
    },
  },
  {
    name: 'POST /api/beaches/:id/community-photos-bulk',
    status: 201,
    arrange: async () => {
      const data = await photo(320, 240);
      const upload =
        (caption: string): Send =>
        (app, key) =>
          app
            .post(`/api/beaches/${beachIds[0]}/community-photos-bulk`)
            .set('Cookie', user.cookie)
            .set('Idempotency-Key', key)
            .field('caption_0', caption)
            .attach('photos', data, { filename: 'dog.jpg', contentType: 'image/jpeg' });
      return {
        send: upload('Low tide'),
        changed: upload('High tide'),
        runs: () => count(t.db.knex('community_photos').where({ userId: user.id })),
      };
    },
  },
  {
    name: 'DELETE /api/community-photos/:id',
    status: 204,
    arrange: async () => {
      const [id, otherId] = [await insertPhoto(beachIds[0]), await insertPhoto(beachIds[0])];
      const del =
        (target: number): Send =>
        (app, key) =>
          app
            .delete(`/api/community-photos/${target}`)
            .set('Cookie', user.cookie)
            .set('Idempotency-Key', key);
      return { send: del(id), changed: del(otherId), runs: syncVersion };
    },
  },
  {
    name: 'POST /api/contact',
    status: 201,
    arrange: async () => {
      const recaptchaToken = await solvedCaptcha();
      const contact =
        (message: string): Send =>
        (app, key) =>
          app
            .post('/api/contact')
            .set('Cookie', user.cookie)
            .set('Idempotency-Key', key)
            .send({ name: 'Sam', email: 'sam@example.com', message, recaptchaToken });
      return {
        send: contact('Sent from the cliff path'),
        changed: contact('Sent from the car park'),
        runs: () => count(t.db.knex('contact_submissions')),
      };
    },
  },
  {
    name: 'POST /api/events (a visitor, no cookie)',
    status: 204,
    arrange: async () => {
      const clientId = `c-${crypto.randomUUID().slice(0, 8)}`;
      const event =
        (path: string): Send =>
        (app, key) =>
          app.post('/api/events').set('Idempotency-Key', key).send({ name: 'page_view', path, clientId });
      return {
        send: event('/beaches'),
        changed: event('/blog'),
        runs: () => count(t.db.knex('analytics_events').where({ clientId })),
      };
    },
  },
];

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
