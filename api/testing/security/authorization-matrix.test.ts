/**
 * Who may call what (issue #8, STYLE.md rule 4): every route the routers declare, sent one
 * representative valid request by each actor, answers the status written in the table below.
 * The table must name exactly the routes the app has — a new route fails here until someone
 * decides who may call it, and a row for a route that is gone fails too.
 *
 * Actors: a visitor; `user`, who owns the feedback, photo and review the request names; `other`,
 * a second verified user; `admin`, an admin session, which on the visitors' side of the API
 * grants nothing (policies/community.ts) — so it must answer as the visitor does. Each cell gets
 * a fresh resource (a new feedback row, photo, beach to review…), so cells never depend on order.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { mailedLinkPath, readMail, registration, signUpAndVerify, uniqueEmail } from '../accounts.ts';
import { photo } from '../images.ts';
import { setupTestApp, TEST_SESSION_SECRET } from '../test-app.ts';
import { adminMatrixRows, type MatrixRow, type Prepare } from './admin-matrix.ts';
import { solvedCaptcha } from './captcha.ts';
import { listApiRoutes } from './route-list.ts';
import { dogRuleReportBody, reviewBody, SAMPLE_REQUESTS } from './sample-requests.ts';
import { sendSample } from './send-sample.ts';
import { setupWorld } from './world.ts';

const t = setupTestApp();
const world = setupWorld(t);
const routes = listApiRoutes(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: TEST_SESSION_SECRET }));

const ACTORS = ['visitor', 'user', 'other', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

let beachCursor = 0;
/** A beach nobody has reviewed in this file yet (one review per user per beach). */
async function freshBeach(): Promise<string> {
  const row = await t.db
    .knex('beaches')
    .whereNull('deleted_at')
    .orderBy('id')
    .offset(beachCursor++)
    .first('slug');
  return row.slug;
}

/** A token from the newest link mailed to a new account. */
async function mailedToken(email: string): Promise<string> {
  return new URL(await mailedLinkPath(t, email), 'http://x').searchParams.get('token') ?? '';
}

const ownFeedback =
  (body?: Record<string, unknown>): Prepare =>
  async (w) => ({
    params: { id: String(await w.createFeedback(w.user)) },
    body,
  });

/**
 * route → [visitor, user, other, admin] for its representative request, and how to make that
 * request when the sample in sample-requests.ts will not do (a real token, a fresh resource).
 */
const MATRIX: Record<string, MatrixRow> = {
  // Accounts: open to everyone; answers never reveal who has an account.
  'POST /api/auth/register': {
    expect: [201, 201, 201, 201],
    prepare: async () => ({ body: registration(uniqueEmail('matrix')) }),
  },
  'GET /api/auth/verify-email': {
    // Someone else's link verifies that address, without swapping the signed-in account.
    expect: [302, 302, 302, 302],
    prepare: async () => {
      const email = uniqueEmail('verify');
      await request(t.callback).post('/api/auth/register').send(registration(email)).expect(201);
      return { query: { token: await mailedToken(email) } };
    },
  },
  'POST /api/auth/login': { expect: [200, 200, 200, 200] },
  // Who is signed in: the visitor and the admin (no user session) are answered `null` (auth.test.ts).
  'GET /api/auth/user': { expect: [200, 200, 200, 200] },
  'POST /api/auth/logout': { expect: [200, 200, 200, 200] },
  'POST /api/auth/request-password-reset': { expect: [200, 200, 200, 200] },
  'POST /api/auth/reset-password': {
    // The token is the credential: whoever holds it may reset that account.
    expect: [200, 200, 200, 200],
    prepare: async () => {
      const account = await signUpAndVerify(t);
      await request(t.callback)
        .post('/api/auth/request-password-reset')
        .send({ email: account.email })
        .expect(200);
      await readMail(t, account.email);
      const token = await mailedToken(account.email);
      return { body: { token, password: 'new-sandy-paws', confirmPassword: 'new-sandy-paws' } };
    },
  },
  'POST /api/auth/resend-verification': { expect: [200, 200, 200, 200] },
  'GET /api/login': { expect: [302, 302, 302, 302] },
  'GET /api/callback': { expect: [302, 302, 302, 302] },

  // Community: reading is public; writing needs a signed-in user; only authors edit or delete,
  // and to anyone else another's item does not exist (404).
  'GET /api/beaches/:identifier/routes': { expect: [200, 200, 200, 200] },
  'POST /api/routes': { expect: [401, 201, 201, 401] },
  // Rating an approved route has no sign-in gate (policy walkingRoute.rate).
  'POST /api/routes/:routeId/rate': { expect: [201, 201, 201, 201] },
  'GET /api/beaches/:identifier/community-photos': { expect: [200, 200, 200, 200] },
  'POST /api/beaches/:identifier/community-photos-bulk': {
    expect: [401, 201, 201, 401],
    prepare: async (w) => ({
      params: { identifier: w.fixtures.beach.slug },
      body: { beachId: String(w.fixtures.beach.id), caption_0: 'Morning walk' },
      photo: await photo(320, 240),
    }),
  },
  'POST /api/beaches/:identifier/dog-rule-reports': {
    expect: [401, 201, 201, 401],
    prepare: async (w) => ({
      params: { identifier: w.fixtures.beach.slug },
      body: dogRuleReportBody(),
      photo: await photo(320, 240),
      photoField: 'photo',
    }),
  },
  'DELETE /api/community-photos/:id': {
    expect: [401, 204, 404, 401],
    prepare: async (w) => ({ params: { id: String(await w.createPhoto(w.user)) } }),
  },
  'GET /api/beaches/:identifier/feedback': { expect: [200, 200, 200, 200] },
  'POST /api/feedback': { expect: [401, 201, 201, 401] },
  'PUT /api/feedback/:id': {
    expect: [401, 200, 404, 401],
    prepare: ownFeedback({ content: 'The café closes at 5 now.', isPublic: true }),
  },
  'DELETE /api/feedback/:id': { expect: [401, 204, 404, 401], prepare: ownFeedback() },
  // Reviews need a verified user; one per user per beach, so each cell reviews a fresh beach.
  'POST /api/beaches/:identifier/reviews': {
    expect: [401, 201, 201, 401],
    prepare: async () => ({ params: { identifier: await freshBeach() }, body: reviewBody() }),
  },
  'PUT /api/beaches/:identifier/reviews': {
    // On a beach `user` has reviewed: user edits theirs (200), other writes their own (201).
    expect: [401, 200, 201, 401],
    prepare: async (w) => {
      const identifier = await freshBeach();
      await request(t.callback)
        .post(`/api/beaches/${identifier}/reviews`)
        .set('Cookie', w.user.cookie)
        .send(reviewBody())
        .expect(201);
      return { params: { identifier }, body: { ...reviewBody(), rating: 2 } };
    },
  },
  'GET /api/my/feedback': { expect: [401, 200, 200, 401] },
  'GET /api/my/photos': { expect: [401, 200, 200, 401] },
  'GET /api/my/dog-rule-reports': { expect: [401, 200, 200, 401] },
  'GET /api/my/reviews': { expect: [401, 200, 200, 401] },
  // A user's beaches: each account stars and unstars only in its own list.
  'GET /api/my/favourites': { expect: [401, 200, 200, 401] },
  'PUT /api/my/favourites/:identifier': {
    expect: [401, 201, 201, 401],
    prepare: async () => ({ params: { identifier: await freshBeach() }, body: { notes: 'By the slipway' } }),
  },
  'DELETE /api/my/favourites/:identifier': { expect: [401, 204, 204, 401] },
  // Reminders on phones: push is off in this app (no VAPID keys), so there is no key to give and
  // nothing to subscribe to; forgetting a phone works for a signed-in user (routes/push/push.test.ts).
  'GET /api/push/config': { expect: [404, 404, 404, 404] },
  'POST /api/my/push-subscriptions': { expect: [401, 404, 404, 401] },
  'DELETE /api/my/push-subscriptions': { expect: [401, 204, 204, 401] },
  // The unsubscribe link: the token is the authority, whoever holds it and whatever session they have.
  'GET /reminders/unsubscribe': { expect: [200, 200, 200, 200] },
  'POST /reminders/unsubscribe': { expect: [200, 200, 200, 200] },
  'POST /api/reminders/unsubscribe': { expect: [200, 200, 200, 200] },
  // The private calendar address (issue #31 item 4): the user's own, so a signed-in user only.
  'GET /api/my/calendar-feed': { expect: [401, 200, 200, 401] },
  'POST /api/my/calendar-feed': { expect: [401, 201, 201, 401] },
  'DELETE /api/my/calendar-feed': { expect: [401, 204, 204, 401] },
  // The address is the credential: whoever holds it reads that feed, with or without a session.
  'GET /api/calendar/:token.ics': {
    expect: [200, 200, 200, 200],
    prepare: async (w) => {
      const made = await request(t.callback).post('/api/my/calendar-feed').set('Cookie', w.user.cookie);
      return {
        params: { token: new URL(made.body.url).pathname.split('/').at(-1)?.replace('.ics', '') ?? '' },
      };
    },
  },

  // Public reference data.
  'GET /api/beaches': { expect: [200, 200, 200, 200] },
  'GET /api/beaches/featured': { expect: [200, 200, 200, 200] },
  'GET /api/beaches/index': { expect: [200, 200, 200, 200] },
  'GET /api/beaches/:identifier': { expect: [200, 200, 200, 200] },
  'GET /api/beaches/:identifier/reviews': { expect: [200, 200, 200, 200] },
  'GET /api/beaches/:identifier/water-quality': { expect: [200, 200, 200, 200] },
  'GET /api/beaches/:identifier/parking': { expect: [200, 200, 200, 200] },
  'GET /api/beaches/:identifier/eateries': { expect: [200, 200, 200, 200] },
  'GET /api/beaches/:identifier/calendar.ics': { expect: [200, 200, 200, 200] },
  'GET /api/stats': { expect: [200, 200, 200, 200] },
  'GET /api/blog': { expect: [200, 200, 200, 200] },
  'GET /api/blog/:slug': { expect: [200, 200, 200, 200] },
  'GET /api/water-quality': { expect: [200, 200, 200, 200] },
  'GET /api/sync': { expect: [200, 200, 200, 200] },
  'GET /api/water-quality/history': { expect: [200, 200, 200, 200] },
  'GET /api/tides': { expect: [200, 200, 200, 200] },
  'GET /api/tides/station': { expect: [200, 200, 200, 200] },
  'GET /api/tides/curve': { expect: [200, 200, 200, 200] },
  'GET /api/config': { expect: [200, 200, 200, 200] },
  'GET /api/contact/challenge': { expect: [200, 200, 200, 200] },
  'POST /api/contact': {
    expect: [201, 201, 201, 201],
    prepare: async () => ({
      body: {
        ...SAMPLE_REQUESTS['POST /api/contact']?.(world.fixtures).body,
        recaptchaToken: await solvedCaptcha(t),
      },
    }),
  },
  'POST /api/events': { expect: [204, 204, 204, 204] },
  'GET /robots.txt': { expect: [200, 200, 200, 200] },
  'GET /sitemap.xml': { expect: [200, 200, 200, 200] },

  // The admin API (issue #13): one guard — 401 signed out, 403 for users, the admin's answer.
  ...adminMatrixRows(t),
};

const cookieOf = (who: Actor): string =>
  ({ visitor: '', user: world.user.cookie, other: world.other.cookie, admin: world.adminCookie })[who];

describe('authorisation matrix: every route × every actor (issue #8)', () => {
  it('has a row for every route the routers declare, and none for a route that is gone', () => {
    const declared = routes.map((r) => r.key).sort();
    const tabled = Object.keys(MATRIX).sort();
    expect(
      declared.filter((key) => !tabled.includes(key)),
      'routes with no row in MATRIX',
    ).toEqual([]);
    expect(
      tabled.filter((key) => !declared.includes(key)),
      'rows for routes that no longer exist',
    ).toEqual([]);
  });

  const cells = routes.flatMap((route) => ACTORS.map((actor, i) => [route.key, actor, i] as const));
  it.each(cells)('%s as %s', async (key, actor, column) => {
    const row = MATRIX[key];
    if (!row) return; // reported by the coverage test above
    const route = routes.find((r) => r.key === key);
    if (!route) throw new Error(key);
    await world.refresh();
    const sample = row.prepare ? await row.prepare(world) : (SAMPLE_REQUESTS[key]?.(world.fixtures) ?? {});
    const res = await sendSample(world.base, route, sample, cookieOf(actor));
    expect(res.status, `${key} as ${actor}: ${res.text.slice(0, 200)}`).toBe(row.expect[column]);
  });
});
