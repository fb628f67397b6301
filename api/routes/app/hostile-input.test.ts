/**
 * Issue 8 §2: input that once reached PostgreSQL or the router and came back as a 500. Each
 * case gets a clear 4xx in the JSON error shape and changes nothing.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let sam: SignedUp;
let beachId: number;

beforeAll(async () => {
  sam = await signUpAndVerify(t);
  beachId = (await request(t.callback).get('/api/beaches/croyde-beach')).body.id;
});

const NUL = 'good\u0000bad';
const LONE_SURROGATE = 'paws \ud83d only';

function expectJsonError(res: request.Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.body.error).toEqual(
    expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
  );
}

const countRows = async (table: string) => Number((await t.db.knex(table).count({ n: '*' }))[0].n);

describe('text that PostgreSQL cannot store', () => {
  it.each([
    ['feedback content', '/api/feedback', () => ({ content: NUL, beachId })],
    [
      'review text',
      `/api/beaches/croyde-beach/reviews`,
      () => ({ rating: 4, reviewText: `Lovely ${NUL} sand` }),
    ],
    [
      'route name',
      '/api/routes',
      () => ({
        beachId,
        routeName: NUL,
        description: 'A loop over the dunes',
        estimatedDuration: 30,
        distanceKm: 2,
        startingPoint: 'Car park',
        submittedBy: 'Sam',
      }),
    ],
    ['analytics label', '/api/events', () => ({ name: 'search', label: NUL })],
  ])('%s with a NUL byte is a 400 naming the field, and nothing is stored', async (_label, path, body) => {
    const tables = ['user_feedback', 'reviews', 'walking_routes', 'analytics_events'];
    const before = await Promise.all(tables.map(countRows));
    const res = await request(t.callback).post(path).set('Cookie', sam.cookie).send(body());
    expectJsonError(res, 400);
    expect(JSON.stringify(res.body.error.fields)).toMatch(/cannot be saved/);
    expect(await Promise.all(tables.map(countRows))).toEqual(before);
  });

  it('refuses a lone surrogate in a first name at sign-up', async () => {
    const res = await request(t.callback).post('/api/auth/register').send({
      email: 'surrogate@example.com',
      password: 'sandy-paws-42',
      confirmPassword: 'sandy-paws-42',
      firstName: LONE_SURROGATE,
      lastName: 'Walker',
    });
    expectJsonError(res, 400);
    expect(res.body.error.fields.firstName[0]).toMatch(/cannot be saved/);
  });

  it('refuses a NUL in the contact form', async () => {
    const res = await request(t.callback)
      .post('/api/contact')
      .send({ name: 'Sam', email: 'sam@example.com', message: NUL });
    expectJsonError(res, 400);
  });

  it.each([
    '/api/beaches?search=%00',
    '/api/blog/%00',
    '/api/beaches/%00',
    '/api/beaches?search=%E0%A4%A',
    '/api/beaches/croyde-beach/reviews?x=%ED%A0%80',
    '/beach/%00',
  ])('GET %s is a 400, not a database error', async (path) => {
    expectJsonError(await request(t.callback).get(path), 400);
  });
});

describe('numbers and dates', () => {
  it('refuses an id beyond PostgreSQL integer', async () => {
    const res = await request(t.callback)
      .post('/api/feedback')
      .set('Cookie', sam.cookie)
      .send({ content: 'Great sand', beachId: 2147483648 });
    expectJsonError(res, 400);
    expect(res.body.error.fields.beachId).toBeDefined();
  });

  it.each(['2025-02-30', '2025-13-01', '2023-02-29'])(
    'refuses the impossible visit date %s',
    async (visitDate) => {
      const res = await request(t.callback)
        .post('/api/beaches/croyde-beach/reviews')
        .set('Cookie', sam.cookie)
        .send({ rating: 4, reviewText: 'Lovely sand and space for the dog', visitDate });
      expectJsonError(res, 400);
      expect(res.body.error.fields.visitDate[0]).toMatch(/real date/);
    },
  );

  it('accepts a real leap day', async () => {
    const res = await request(t.callback)
      .post('/api/beaches/croyde-beach/reviews')
      .set('Cookie', sam.cookie)
      .send({ rating: 4, reviewText: 'Lovely sand and space for the dog', visitDate: '2024-02-29' });
    expect(res.status).toBe(201);
  });
});

describe('methods', () => {
  it('answers an unknown method on a known path with 405 and Allow', async () => {
    const res = await request(t.callback).propfind('/api/stats');
    expectJsonError(res, 405);
    expect(res.headers.allow).toBe('HEAD, GET, OPTIONS');
  });

  it('answers a known method the path does not take with 405 and Allow', async () => {
    const res = await request(t.callback).patch('/api/feedback/1').send({});
    expectJsonError(res, 405);
    expect(res.headers.allow?.split(', ').sort()).toEqual(['DELETE', 'OPTIONS', 'PUT']);
  });

  it('lists the methods for OPTIONS', async () => {
    const res = await request(t.callback).options('/api/beaches/croyde-beach/reviews').expect(204);
    expect(res.headers.allow?.split(', ').sort()).toEqual(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT']);
  });

  it('still answers an unknown API path with a JSON 404', async () => {
    expectJsonError(await request(t.callback).propfind('/api/nothing-here'), 404);
  });
});
