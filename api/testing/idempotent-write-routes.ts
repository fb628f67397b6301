/**
 * The write routes the outbox sends, each with a request as the outbox sends it, the same key with
 * another body, the bare request (for bodies of a test's own) and a counter of how often the write
 * ran (idempotency-routes.test.ts).
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

type Client = request.Agent | ReturnType<typeof request>;
export type Send = (app: Client, key: string) => request.Test;
interface Arranged {
  /** The request as the outbox sends it, and the same key with another body or target. */
  send: Send;
  changed: Send;
  /** The outbox's next attempt after one that failed: `send`, but contact solves a new captcha. */
  retried?: () => Promise<Send>;
  /** The route's method, address and sign-in, with no key and no body yet. */
  to: (app: Client) => request.Test;
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
    if (item === undefined) throw new Error('the test ran out of fixtures: its beforeAll makes them');
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
        const to = (app: Client) => app.post('/api/feedback').set('Cookie', state.user.cookie);
        const post =
          (content: string): Send =>
          (app, key) =>
            to(app).set('Idempotency-Key', key).send({ content });
        return {
          send: post('The bins were full'),
          changed: post('The bins were empty'),
          to,
          runs: () => count(t.db.knex('user_feedback').where({ userId: state.user.id })),
        };
      },
    },
    {
      name: 'PUT /api/feedback/:id',
      status: 200,
      arrange: async () => {
        const id = await insertFeedback('Before the edit');
        const to = (app: Client) => app.put(`/api/feedback/${id}`).set('Cookie', state.user.cookie);
        const put =
          (content: string): Send =>
          (app, key) =>
            to(app).set('Idempotency-Key', key).send({ content });
        return { send: put('After the edit'), changed: put('Another edit'), to, runs: syncVersion };
      },
    },
    {
      name: 'DELETE /api/feedback/:id',
      status: 204,
      arrange: async () => {
        const [id, otherId] = [await insertFeedback('To delete'), await insertFeedback('To keep')];
        const at = (target: number) => (app: Client) =>
          app.delete(`/api/feedback/${target}`).set('Cookie', state.user.cookie);
        const del =
          (target: number): Send =>
          (app, key) =>
            at(target)(app).set('Idempotency-Key', key);
        return { send: del(id), changed: del(otherId), to: at(id), runs: syncVersion };
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
          const to = (app: Client) => app[method](path).set('Cookie', state.user.cookie);
          const write =
            (rating: number): Send =>
            (app, key) =>
              to(app)
                .set('Idempotency-Key', key)
                .send({ rating, reviewText: 'Clear water and a kind café.' });
          return { send: write(5), changed: write(4), to, runs: syncVersion };
        },
      }),
    ),
    {
      name: 'POST /api/routes',
      status: 201,
      arrange: async () => {
        const to = (app: Client) => app.post('/api/routes').set('Cookie', state.user.cookie);
        const submit =
          (routeName: string): Send =>
          (app, key) =>
            to(app).set('Idempotency-Key', key).send({
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
          to,
          runs: () => count(t.db.knex('walking_routes').where({ userId: state.user.id })),
        };
      },
    },
    {
      name: 'POST /api/routes/:id/rate',
      status: 201,
      arrange: async () => {
        const routeId = next(state.approvedRouteIds);
        const to = (app: Client) => app.post(`/api/routes/${routeId}/rate`).set('Cookie', state.user.cookie);
        const rate =
          (rating: number): Send =>
          (app, key) =>
            to(app).set('Idempotency-Key', key).send({ routeId, rating, raterName: 'Sam' });
        return { send: rate(4), changed: rate(2), to, runs: syncVersion };
      },
    },
    {
      name: 'POST /api/beaches/:id/community-photos-bulk',
      status: 201,
      arrange: async () => {
        const data = await photo(320, 240);
        const to = (app: Client) =>
          app
            .post(`/api/beaches/${state.beachIds[0]}/community-photos-bulk`)
            .set('Cookie', state.user.cookie);
        const upload =
          (caption: string): Send =>
          (app, key) =>
            to(app)
              .set('Idempotency-Key', key)
              .field('caption_0', caption)
              .attach('photos', data, { filename: 'dog.jpg', contentType: 'image/jpeg' });
        return {
          send: upload('Low tide'),
          changed: upload('High tide'),
          to,
          runs: () => count(t.db.knex('community_photos').where({ userId: state.user.id })),
        };
      },
    },
    {
      name: 'POST /api/beaches/:id/dog-rule-reports',
      status: 201,
      arrange: async () => {
        const data = await photo(320, 240);
        const to = (app: Client) =>
          app.post(`/api/beaches/${state.beachIds[0]}/dog-rule-reports`).set('Cookie', state.user.cookie);
        const report =
          (signSays: string): Send =>
          (app, key) =>
            to(app)
              .set('Idempotency-Key', key)
              .field('verdict', 'differs')
              .field('ruleIndex', '')
              .field('signSays', signSays)
              .attach('photo', data, { filename: 'sign.jpg', contentType: 'image/jpeg' });
        return {
          send: report('No dogs May to September'),
          changed: report('No dogs April to October'),
          to,
          runs: () => count(t.db.knex('dog_rule_reports').where({ userId: state.user.id })),
        };
      },
    },
    {
      name: 'DELETE /api/community-photos/:id',
      status: 204,
      arrange: async () => {
        const [id, otherId] = [await insertPhoto(state.beachIds[0]), await insertPhoto(state.beachIds[0])];
        const at = (target: number) => (app: Client) =>
          app.delete(`/api/community-photos/${target}`).set('Cookie', state.user.cookie);
        const del =
          (target: number): Send =>
          (app, key) =>
            at(target)(app).set('Idempotency-Key', key);
        return { send: del(id), changed: del(otherId), to: at(id), runs: syncVersion };
      },
    },
    {
      name: 'POST /api/contact',
      status: 201,
      arrange: async () => {
        const to = (app: Client) => app.post('/api/contact').set('Cookie', state.user.cookie);
        const contact =
          (message: string, recaptchaToken: string): Send =>
          (app, key) =>
            to(app)
              .set('Idempotency-Key', key)
              .send({ name: 'Sam', email: 'sam@example.com', message, recaptchaToken });
        const recaptchaToken = await solvedCaptcha();
        return {
          send: contact('Sent from the cliff path', recaptchaToken),
          changed: contact('Sent from the car park', recaptchaToken),
          // A solution is accepted once: the outbox solves a new one before each attempt.
          retried: async () => contact('Sent from the cliff path', await solvedCaptcha()),
          to,
          runs: () => count(t.db.knex('contact_submissions')),
        };
      },
    },
    {
      name: 'POST /api/events (a visitor, no cookie)',
      status: 204,
      arrange: async () => {
        const clientId = `c-${crypto.randomUUID().slice(0, 8)}`;
        const to = (app: Client) => app.post('/api/events');
        const event =
          (path: string): Send =>
          (app, key) =>
            to(app).set('Idempotency-Key', key).send({ name: 'page_view', path, clientId });
        return {
          send: event('/beaches'),
          changed: event('/blog'),
          to,
          runs: () => count(t.db.knex('analytics_events').where({ clientId })),
        };
      },
    },
  ];
}
