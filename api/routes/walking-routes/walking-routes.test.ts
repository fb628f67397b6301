import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let walker: SignedUp;
let other: SignedUp;
let beachId: number;

beforeAll(async () => {
  walker = await signUpAndVerify(t);
  other = await signUpAndVerify(t);
  beachId = (await request(t.callback).get('/api/beaches/croyde-beach').expect(200)).body.id;
});

const route = (overrides: object = {}) => ({
  beachId,
  routeName: 'Downend loop',
  description: 'Up the lane, along the cliff and back by the beach.',
  difficulty: 'moderate',
  estimatedDuration: '45',
  distanceKm: 2.5,
  startingPoint: 'Croyde village car park',
  highlights: 'Seals off Downend point',
  routeNotes: '',
  submittedBy: 'Sam',
  submitterEmail: 'sam@example.com',
  ...overrides,
});
const submit = (cookie: string, body: object) =>
  request(t.callback).post('/api/routes').set('Cookie', cookie).send(body);
const rate = (routeId: number, body: object, cookie = '', key?: string) => {
  const req = request(t.callback).post(`/api/routes/${routeId}/rate`).set('Cookie', cookie);
  if (key) req.set('Idempotency-Key', key);
  return req.send({ routeId, ...body });
};
let proxied: ReturnType<ReturnType<typeof t.makeApp>['callback']> | undefined;
/** An anonymous rating from `address`, as our proxy forwards it (TRUST_PROXY=1). */
const rateFrom = (routeId: number, address: string, rating: number) => {
  proxied ??= t.makeApp({ TRUST_PROXY: '1' }).callback();
  return request(proxied)
    .post(`/api/routes/${routeId}/rate`)
    .set('X-Forwarded-For', address)
    .send({ routeId, rating, raterName: 'Visitor' });
};

describe('GET /api/beaches/:id/routes', () => {
  it('lists approved routes with numbers as numbers and no submitter emails', async () => {
    // The seed shares no walks: a visitor submits one and an admin approves it.
    const { body: submitted } = await submit(walker.cookie, route({ routeName: 'Baggy Point loop' })).expect(
      201,
    );
    await request(t.callback)
      .put(`/api/admin/routes/${submitted.id}/approve`)
      .set('Cookie', await adminSessionCookie(t))
      .expect(200);
    const res = await request(t.callback).get('/api/beaches/croyde-beach/routes').expect(200);
    expect(res.body.map((r: { id: number }) => r.id)).toContain(submitted.id);
    for (const r of res.body) {
      expect(r).toMatchObject({
        beachId,
        isApproved: true,
        distanceKm: expect.any(Number),
        averageRating: expect.any(Number),
      });
      expect(r).not.toHaveProperty('submitterEmail');
    }
  });

  it('is a 404 for an unknown beach', async () => {
    await request(t.callback).get('/api/beaches/no-such-beach/routes').expect(404);
  });
});

describe('POST /api/routes', () => {
  it('takes a signed-in submission for review: pending, so not listed', async () => {
    const res = await submit(walker.cookie, route()).expect(201);
    expect(res.body).toMatchObject({
      routeName: 'Downend loop',
      estimatedDuration: 45,
      distanceKm: 2.5,
      routeNotes: null,
      isApproved: false,
      totalRatings: 0,
    });
    const stored = await t.db.knex('walking_routes').where({ id: res.body.id }).first();
    expect(stored).toMatchObject({ userId: walker.id, submitterEmail: 'sam@example.com', isApproved: false });
    const listed = await request(t.callback).get('/api/beaches/croyde-beach/routes').expect(200);
    expect(listed.body.map((r: { id: number }) => r.id)).not.toContain(res.body.id);
  });

  it('needs a signed-in user (the page says "Login to Submit Route")', async () => {
    await submit('', route()).expect(401);
    await submit(await adminSessionCookie(t), route()).expect(401);
  });

  it.each([
    [{ routeName: ' ' }, 'routeName', 'Route name is required'],
    [{ startingPoint: undefined }, 'startingPoint', 'Starting point is required'],
    [{ description: '' }, 'description', 'Description is required'],
    [{ submittedBy: '' }, 'submittedBy', 'Your name is required'],
    [{ estimatedDuration: '' }, 'estimatedDuration', 'Duration in minutes is required'],
    [{ estimatedDuration: 2000 }, 'estimatedDuration', 'Duration must be at most 1440 minutes'],
    [{ distanceKm: 0 }, 'distanceKm', 'Distance must be at least 0.1 km'],
    [{ difficulty: 'extreme' }, 'difficulty', 'Difficulty must be easy, moderate or challenging'],
    [{ submitterEmail: 'sam@' }, 'submitterEmail', 'Invalid email address'],
    [{ highlights: 'h'.repeat(2001) }, 'highlights', 'Highlights must be at most 2000 characters'],
    [{ beachId: 999999 }, 'beachId', 'Beach not found'],
  ])('refuses %o with a field message', async (change, field, message) => {
    const res = await submit(walker.cookie, route(change)).expect(400);
    expect(res.body.error.fields[field]).toEqual([message]);
  });

  it('creates one route for five replays of one Idempotency-Key', async () => {
    const key = crypto.randomUUID();
    const count = async () => Number((await t.db.knex('walking_routes').count())[0].count);
    const before = await count();
    const body = route({ routeName: 'Replayed route' });
    for (let i = 0; i < 5; i++) {
      await request(t.callback)
        .post('/api/routes')
        .set('Cookie', walker.cookie)
        .set('Idempotency-Key', key)
        .send(body)
        .expect(201);
    }
    expect(await count()).toBe(before + 1);
  });
});

describe('POST /api/routes/:id/rate', () => {
  async function freshApprovedRoute() {
    const { body } = await submit(walker.cookie, route({ routeName: `Rated ${crypto.randomUUID()}` })).expect(
      201,
    );
    await t.db.knex('walking_routes').where({ id: body.id }).update({ isApproved: true });
    return body.id as number;
  }

  it('lets anyone rate an approved route and recomputes its average', async () => {
    const id = await freshApprovedRoute();
    const first = await rate(id, { rating: 4, raterName: 'Visitor', raterEmail: 'v@example.com' }).expect(
      201,
    );
    expect(first.body.rating).toMatchObject({ routeId: id, rating: 4, raterName: 'Visitor', comment: null });
    expect(first.body.rating).not.toHaveProperty('raterEmail');
    expect(first.body.route).toMatchObject({ averageRating: 4, totalRatings: 1 });
    const second = await rate(
      id,
      { rating: '5', raterName: 'Sam', comment: 'Great views' },
      walker.cookie,
    ).expect(201);
    expect(second.body.route).toMatchObject({ averageRating: 4.5, totalRatings: 2 });
  });

  it("replaces a signed-in user's earlier rating of the same route", async () => {
    const id = await freshApprovedRoute();
    await rate(id, { rating: 2, raterName: 'Otto' }, other.cookie).expect(201);
    const again = await rate(id, { rating: 5, raterName: 'Otto' }, other.cookie).expect(201);
    expect(again.body.route).toMatchObject({ averageRating: 5, totalRatings: 1 });
  });

  it('counts both of two ratings sent at the same moment', async () => {
    const id = await freshApprovedRoute();
    await Promise.all([
      rate(id, { rating: 1, raterName: 'A' }).set('User-Agent', 'Browser A').expect(201),
      rate(id, { rating: 5, raterName: 'B' }).set('User-Agent', 'Browser B').expect(201),
    ]);
    const stored = await t.db.knex('walking_routes').where({ id }).first();
    expect(stored.totalRatings).toBe(2);
    expect(Number(stored.averageRating)).toBe(3);
  });

  it('keeps one rating per anonymous visitor: 80 one-star ratings from one client are one row', async () => {
    const id = await freshApprovedRoute();
    for (let i = 0; i < 79; i++) await rate(id, { rating: 1, raterName: `Stuffer ${i}` }).expect(201);
    const last = await rate(id, { rating: 4, raterName: 'Stuffer' }).expect(201);
    expect(last.body.route).toMatchObject({ averageRating: 4, totalRatings: 1 });
    const rows = await t.db.knex('route_ratings').where({ routeId: id });
    expect(rows).toHaveLength(1);
    expect(rows[0].raterKey).toMatch(/^[0-9a-f]{32}:[0-9a-f]{32}$/);
  });

  it('counts a visitor from another address separately', async () => {
    const id = await freshApprovedRoute();
    await rateFrom(id, '203.0.113.7', 1).expect(201);
    await rateFrom(id, '203.0.113.7', 1).expect(201);
    const res = await rateFrom(id, '198.51.100.9', 5).expect(201);
    expect(res.body.route).toMatchObject({ averageRating: 3, totalRatings: 2 });
  });

  it('counts two addresses of one IPv6 /64 as one anonymous rater', async () => {
    const id = await freshApprovedRoute();
    await rateFrom(id, '2001:db8:7:1::a', 1).expect(201);
    const res = await rateFrom(id, '2001:db8:7:1:ffff::b', 5).expect(201);
    expect(res.body.route).toMatchObject({ averageRating: 5, totalRatings: 1 });
    expect(await t.db.knex('route_ratings').where({ routeId: id })).toHaveLength(1);
  });

  it('lets one address bring at most three anonymous raters a day; each may still change theirs', async () => {
    const id = await freshApprovedRoute();
    const as = (browser: string, rating: number) =>
      rate(id, { rating, raterName: browser }).set('User-Agent', browser);
    for (const browser of ['Browser 1', 'Browser 2', 'Browser 3']) await as(browser, 5).expect(201);
    const refused = await as('Browser 4', 1).expect(429);
    expect(refused.body.error.message).toMatch(/sign in/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    const changed = await as('Browser 1', 2).expect(201);
    expect(changed.body.route).toMatchObject({ averageRating: 4, totalRatings: 3 });
    // Signed-in users are counted by account, not by address.
    await rate(id, { rating: 1, raterName: 'Sam' }, walker.cookie).expect(201);
  });

  it('does not rate a pending or missing route (404)', async () => {
    const { body } = await submit(walker.cookie, route({ routeName: 'Still pending' })).expect(201);
    await rate(body.id, { rating: 5, raterName: 'Sam' }).expect(404);
    await rate(999999, { rating: 5, raterName: 'Sam' }).expect(404);
  });

  it('does not rate an approved route whose beach was deleted (404), as feedback and photos refuse it', async () => {
    const elsewhere = await t.db
      .knex('beaches')
      .whereNull('deletedAt')
      .whereNot({ id: beachId })
      .orderBy('id', 'desc')
      .first('id');
    const { body } = await submit(walker.cookie, route({ beachId: elsewhere.id, routeName: 'Gone with it' }));
    await t.db.knex('walking_routes').where({ id: body.id }).update({ isApproved: true });
    await t.db.knex('beaches').where({ id: elsewhere.id }).update({ deletedAt: t.db.knex.fn.now() });

    const res = await rate(body.id, { rating: 5, raterName: 'Sam' }, walker.cookie).expect(404);
    expect(res.body.error).toMatchObject({ code: 'not_found', message: 'Beach not found' });
    await rate(body.id, { rating: 4, raterName: 'Visitor' }).expect(404);
    expect(await t.db.knex('route_ratings').where({ routeId: body.id })).toEqual([]);
    expect(await t.db.knex('walking_routes').where({ id: body.id }).first()).toMatchObject({
      totalRatings: 0,
    });
  });

  it.each([
    [{ rating: 0, raterName: 'Sam' }, 'rating', 'Please choose a star rating'],
    [{ rating: 6, raterName: 'Sam' }, 'rating', 'Please choose a star rating'],
    [{ raterName: 'Sam' }, 'rating', 'Please choose a star rating'],
    [{ rating: 5, raterName: ' ' }, 'raterName', 'Name is required'],
    [{ rating: 5, raterName: 'Sam', raterEmail: 'x@' }, 'raterEmail', 'Invalid email address'],
  ])('refuses %o', async (body, field, message) => {
    const id = await freshApprovedRoute();
    const res = await rate(id, body).expect(400);
    expect(res.body.error.fields[field]).toEqual([message]);
  });

  it('stores one rating for replays of one Idempotency-Key', async () => {
    const id = await freshApprovedRoute();
    const key = crypto.randomUUID();
    for (let i = 0; i < 5; i++) await rate(id, { rating: 3, raterName: 'Replay' }, '', key).expect(201);
    expect((await t.db.knex('walking_routes').where({ id }).first()).totalRatings).toBe(1);
  });
});
