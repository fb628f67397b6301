/**
 * The write routes the outbox sends, each with a request as the outbox sends it, the same key with
 * another body, and a counter of how often the write ran (idempotency-routes.test.ts).
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Knex } from 'knex';
import request from 'supertest';
import { committedVersion } from '../services/change-versions.ts';
import type { SignedUp } from './accounts.ts';
import { photo } from './images.ts';
import type { TestApp } from './test-app.ts';

/** Filled in by the test's beforeAll; read when a route is arranged. */
export interface WriteRouteState {
  user: SignedUp;
  beachIds: number[];
  approvedRouteIds: number[];
}

export type Send = (app: request.Agent | ReturnType<typeof request>, key: string) => request.Test;
export interface Arranged {
  /** The request as the outbox sends it, and the same key with another body or target. */
  send: Send;
  changed: Send;
  /** Goes up by one each time the write runs (a row count, or the sync change version). */
  runs(): Promise<number>;
}
export interface WriteRoute {
  name: string;
  status: number;
  arrange(): Promise<Arranged>;
}

export function writeRoutes(t: TestApp, state: WriteRouteState): WriteRoute[] {
  const next = <T>(list: T[]) => {
    const item = list.shift();
    if (item === undefined) throw new Error('the seed ran out of fixtures for this test');
    return item;
  };
  const count = async (query: Knex.QueryBuilder) => Number((await query.count({ n: '*' }))[0].n);
  const syncVersion = () => committedVersion(t.db.knex);
  const insertFeedback = async (content: string) =>
    (await t.db.knex('user_feedback').insert({ userId: state.user.id, content }).returning('id'))[0]
      .id as number;
  const insertPhoto = async (beachId: number) =>
    (
      await t.db
        .knex('community_photos')
        .insert({ beachId, userId: state.user.id, photoUrl: '/uploads/x.jpg', variants: '[]' })
        .returning('id')
    )[0].id as number;

  async function solvedCaptcha(): Promise<string> {
    const challenge = (await request(t.callback).get('/api/contact/challenge').expect(200)).body as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  return [
    {
      name: 'POST /api/feedback',
      status: 201,
      arrange: async () => {
        const post =
          (content: string): Send =>
          (app, key) =>
            app
              .post('/api/feedback')
              .set('Cookie', state.user.cookie)
              .set('Idempotency-Key', key)
              .send({ content });
        return {
          send: post('The bins were full'),
          changed: post('The bins were empty'),
          runs: () => count(t.db.knex('user_feedback').where({ userId: state.user.id })),
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
              .set('Cookie', state.user.cookie)
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
            app
              .delete(`/api/feedback/${target}`)
              .set('Cookie', state.user.cookie)
              .set('Idempotency-Key', key);
        return { send: del(id), changed: del(otherId), runs: syncVersion };
      },
    },
    ...(['post', 'put'] as const).map(
      (method): WriteRoute => ({
        name: `${method.toUpperCase()} /api/beaches/:id/reviews`,
        status: method === 'post' ? 201 : 200,
        arrange: async () => {
          const beachId = next(state.beachIds);
          const path = `/api/beaches/${beachId}/reviews`;
          // PUT edits the user's review of the beach, so there is one to edit.
          if (method === 'put') {
            await request(t.callback)
              .post(path)
              .set('Cookie', state.user.cookie)
              .send({ rating: 2, reviewText: 'A first visit, windy.' })
              .expect(201);
          }
          const write =
            (rating: number): Send =>
            (app, key) =>
              app[method](path)
                .set('Cookie', state.user.cookie)
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
            app.post('/api/routes').set('Cookie', state.user.cookie).set('Idempotency-Key', key).send({
              beachId: state.beachIds[0],
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
          runs: () => count(t.db.knex('walking_routes').where({ userId: state.user.id })),
        };
      },
    },
    {
      name: 'POST /api/routes/:id/rate',
      status: 201,
      arrange: async () => {
        const routeId = next(state.approvedRouteIds);
        const rate =
          (rating: number): Send =>
          (app, key) =>
            app
              .post(`/api/routes/${routeId}/rate`)
              .set('Cookie', state.user.cookie)
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
              .post(`/api/beaches/${state.beachIds[0]}/community-photos-bulk`)
              .set('Cookie', state.user.cookie)
              .set('Idempotency-Key', key)
              .field('caption_0', caption)
              .attach('photos', data, { filename: 'dog.jpg', contentType: 'image/jpeg' });
        return {
          send: upload('Low tide'),
          changed: upload('High tide'),
          runs: () => count(t.db.knex('community_photos').where({ userId: state.user.id })),
        };
      },
    },
    {
      name: 'DELETE /api/community-photos/:id',
      status: 204,
      arrange: async () => {
        const [id, otherId] = [await insertPhoto(state.beachIds[0]), await insertPhoto(state.beachIds[0])];
        const del =
          (target: number): Send =>
          (app, key) =>
            app
              .delete(`/api/community-photos/${target}`)
              .set('Cookie', state.user.cookie)
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
              .set('Cookie', state.user.cookie)
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
}
