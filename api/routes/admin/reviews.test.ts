/** Review Moderation (issue #13): newest first with paging, and a delete that recomputes the rating. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../../testing/accounts.ts';
import { type SignedInAdmin, signInNewAdmin } from '../../testing/admins.ts';
import { reviewBody } from '../../testing/security/sample-requests.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
let admin: SignedInAdmin;
const SLUG = 'croyde-beach';

beforeAll(async () => {
  admin = await signInNewAdmin(t);
  // Only this file's reviews on the beach, so the averages below are known.
  const beach = await t.db.knex('beaches').where({ slug: SLUG }).first('id');
  await t.db.knex('reviews').where({ beachId: beach.id }).delete();
});

async function review(rating: number, reviewText: string) {
  const user = await signUpAndVerify(t, { firstName: 'Rhiannon', lastName: 'Reviewer' });
  const res = await request(t.callback)
    .post(`/api/beaches/${SLUG}/reviews`)
    .set('Cookie', user.cookie)
    .send({ ...reviewBody(), rating, reviewText })
    .expect(201);
  return res.body.review.id as number;
}

const get = (query = '') => request(t.callback).get(`/api/admin/reviews${query}`).set('Cookie', admin.cookie);
const publicBeach = async () => (await request(t.callback).get(`/api/beaches/${SLUG}`).expect(200)).body;

describe('GET /api/admin/reviews', () => {
  it('lists the newest first, a page at a time, with the beach it is about', async () => {
    const ids = [
      await review(5, 'First walk'),
      await review(3, 'Second walk'),
      await review(4, 'Third walk'),
    ];
    const beachId = (await publicBeach()).id;
    const first = (await get(`?beachId=${beachId}&pageSize=2`).expect(200)).body;
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.items[0]).toEqual({
      id: ids[2],
      beachId,
      beachName: 'Croyde Bay',
      beachSlug: SLUG,
      reviewerName: 'Rhiannon R.',
      rating: 4,
      visitDate: reviewBody().visitDate,
      reviewText: 'Third walk',
      createdAt: expect.any(String),
    });
    const second = (await get(`?beachId=${beachId}&pageSize=2&page=2`).expect(200)).body;
    expect(second.items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
  });

  it('refuses a page size over 100 and a page that is not a number', async () => {
    const res = await get('?pageSize=101&page=two').expect(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['page', 'pageSize']);
  });
});

describe('DELETE /api/admin/reviews/:id', () => {
  it("deletes the review and recomputes the beach's rating, as the public beach shows it", async () => {
    const before = await publicBeach();
    const low = await review(1, 'Too busy with surfers');
    expect((await publicBeach()).totalReviews).toBe(before.totalReviews + 1);
    const { cursor } = (await request(t.callback).get('/api/sync').expect(200)).body;
    const res = await request(t.callback)
      .delete(`/api/admin/reviews/${low}`)
      .set('Cookie', admin.cookie)
      .expect(200);
    expect(res.body).toEqual({
      beach: { id: before.id, averageRating: before.averageRating, totalReviews: before.totalReviews },
    });
    const after = await publicBeach();
    expect([after.averageRating, after.totalReviews]).toEqual([before.averageRating, before.totalReviews]);
    // A phone's mirror gets the recomputed rating with its next sync.
    const delta = (await request(t.callback).get(`/api/sync?since=${cursor}`).expect(200)).body;
    expect(delta.beaches.find((b: { id: number }) => b.id === before.id)).toMatchObject({
      averageRating: before.averageRating,
      totalReviews: before.totalReviews,
    });
    const audit = await t.db.knex('adminAuditLog').where({ entity: 'review', entityId: low }).first();
    expect(audit).toMatchObject({ action: 'delete', adminUsername: admin.username });
    expect(audit.changes.reviewText).toEqual({ before: 'Too busy with surfers', after: null });
  });

  it('answers 404 for a review that is not there, and logs nothing', async () => {
    const logged = await t.db.knex('adminAuditLog').count({ n: '*' });
    await request(t.callback).delete('/api/admin/reviews/999999').set('Cookie', admin.cookie).expect(404);
    expect(await t.db.knex('adminAuditLog').count({ n: '*' })).toEqual(logged);
  });
});
