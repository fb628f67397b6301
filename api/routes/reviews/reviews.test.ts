import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSessionCookie, type SignedUp, signUpAndVerify } from '../../testing/accounts.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let reviewer: SignedUp;

beforeAll(async () => {
  reviewer = await signUpAndVerify(t, { firstName: 'Rosa', lastName: 'lane' });
});

const review = (slug: string, cookie: string, body: object, method: 'post' | 'put' = 'post') =>
  request(t.callback)[method](`/api/beaches/${slug}/reviews`).set('Cookie', cookie).send(body);
const beach = async (slug: string) =>
  (await request(t.callback).get(`/api/beaches/${slug}`).expect(200)).body;
const reviews = async (slug: string) =>
  (await request(t.callback).get(`/api/beaches/${slug}/reviews`).expect(200)).body;
const mean = (list: { rating: number }[]) => list.reduce((s, r) => s + r.rating, 0) / list.length;

describe('POST /api/beaches/:id/reviews', () => {
  it('adds a verified user’s review and recomputes the beach’s rating and count', async () => {
    const before = await beach('saunton-sands');
    const res = await review('saunton-sands', reviewer.cookie, {
      rating: 2,
      reviewText: '  Windy but the dogs loved the dunes.  ',
      visitDate: '2026-08-14',
    }).expect(201);
    expect(res.body.review).toMatchObject({
      beachId: before.id,
      rating: 2,
      reviewText: 'Windy but the dogs loved the dunes.',
      reviewerName: 'Rosa L.',
      visitDate: '2026-08-14',
    });
    const after = await beach('saunton-sands');
    const all = await reviews('saunton-sands');
    expect(after.totalReviews).toBe(before.totalReviews + 1);
    expect(after.totalReviews).toBe(all.length);
    expect(after.averageRating).toBeCloseTo(mean(all), 2);
    expect(res.body.beach).toEqual({
      id: before.id,
      averageRating: after.averageRating,
      totalReviews: after.totalReviews,
    });
  });

  it('keeps one review per user per beach: writing again (POST or PUT) edits it', async () => {
    const first = await review('bantham-beach', reviewer.cookie, {
      rating: 3,
      reviewText: 'Good sand, busy car park.',
    }).expect(201);
    const count = (await beach('bantham-beach')).totalReviews;
    const edited = await review('bantham-beach', reviewer.cookie, {
      rating: 5,
      reviewText: 'Went back off-season: perfect.',
    }).expect(200);
    expect(edited.body.review).toMatchObject({ id: first.body.review.id, rating: 5 });
    const put = await review(
      'bantham-beach',
      reviewer.cookie,
      { rating: 4, reviewText: 'Changed my mind a little.' },
      'put',
    ).expect(200);
    expect(put.body.review.id).toBe(first.body.review.id);
    const after = await beach('bantham-beach');
    expect(after.totalReviews).toBe(count);
    expect(after.averageRating).toBeCloseTo(mean(await reviews('bantham-beach')), 2);
    const mine = await request(t.callback).get('/api/my/reviews').set('Cookie', reviewer.cookie).expect(200);
    expect(mine.body.filter((r: { beachId: number }) => r.beachId === after.id)).toHaveLength(1);
  });

  it('gives a beach without reviews its first rating', async () => {
    const [empty] = await t.db.knex('beaches').where({ totalReviews: 0 }).limit(1);
    const res = await review(empty.slug, reviewer.cookie, {
      rating: 4,
      reviewText: 'Quiet little cove, lovely.',
    }).expect(201);
    expect(res.body.beach).toMatchObject({ averageRating: 4, totalReviews: 1 });
  });

  it.each([98, 99, 100])(
    'signs a review by a user with a %i-character first name within the 100 characters a signature may have',
    async (length) => {
      // Issue #27 item 10: "First L." used to overflow reviews.reviewer_name, a 500 on every review.
      const longName = await signUpAndVerify(t, { firstName: 'A'.repeat(length), lastName: 'Long' });
      const res = await review('croyde-beach', longName.cookie, {
        rating: 4,
        reviewText: 'Room for every name here.',
      }).expect(201);
      expect(res.body.review.reviewerName).toBe(`${'A'.repeat(97)} L.`);
    },
  );

  it('is for verified users only', async () => {
    await review('croyde-beach', '', { rating: 5, reviewText: 'Nice beach for dogs.' }).expect(401);
    await review('croyde-beach', await adminSessionCookie(t), {
      rating: 5,
      reviewText: 'Nice beach for dogs.',
    }).expect(401);
    const unverified = await signUpAndVerify(t);
    await t.db.knex('users').where({ id: unverified.id }).update({ emailVerified: false });
    const res = await review('croyde-beach', unverified.cookie, {
      rating: 5,
      reviewText: 'Nice beach for dogs.',
    }).expect(403);
    expect(res.body.error).toEqual({
      code: 'email_not_verified',
      message: 'Please verify your email address first',
    });
  });

  it.each([
    [{ rating: 0, reviewText: 'Long enough text' }, 'rating', 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 6, reviewText: 'Long enough text' }, 'rating', 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 4.5, reviewText: 'Long enough text' }, 'rating', 'Please choose a rating from 1 to 5 stars'],
    [{ rating: 4, reviewText: 'Too short' }, 'reviewText', 'Review must be at least 10 characters'],
    [{ rating: 4, reviewText: 'x'.repeat(2001) }, 'reviewText', 'Review must be at most 2000 characters'],
    [
      { rating: 4, reviewText: 'Long enough text', visitDate: '2999-01-01' },
      'visitDate',
      'Visit date cannot be in the future',
    ],
    [
      { rating: 4, reviewText: 'Long enough text', visitDate: 'yesterday' },
      'visitDate',
      'Visit date must be a real date (yyyy-mm-dd)',
    ],
    [
      { rating: 4, reviewText: 'Long enough text', visitDate: '2025-02-30' },
      'visitDate',
      'Visit date must be a real date (yyyy-mm-dd)',
    ],
  ])('refuses %o', async (body, field, message) => {
    const res = await review('woolacombe-beach', reviewer.cookie, body).expect(400);
    expect(res.body.error.fields[field]).toEqual([message]);
  });

  it('is a 404 for an unknown beach', async () => {
    await review('no-such-beach', reviewer.cookie, { rating: 4, reviewText: 'Long enough text' }).expect(404);
  });

  it('answers replays of one Idempotency-Key with the first answer', async () => {
    const key = crypto.randomUUID();
    const send = () =>
      request(t.callback)
        .post('/api/beaches/blackpool-sands/reviews')
        .set('Cookie', reviewer.cookie)
        .set('Idempotency-Key', key)
        .send({ rating: 5, reviewText: 'Fine shingle, clear water.' });
    const first = await send().expect(201);
    for (let i = 0; i < 4; i++) expect((await send().expect(201)).body).toEqual(first.body);
  });
});
