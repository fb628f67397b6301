/**
 * Contributors are named to others as "Sam W." and never by account id: no public answer
 * carries a userId or a full surname; `isOwn` tells the signed-in author which items are theirs.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedUp, signUpAndVerify } from '../testing/accounts.ts';
import { setupTestApp } from '../testing/test-app.ts';

const t = setupTestApp();
const SURNAME = 'Wolstenholme';
let author: SignedUp;
let other: SignedUp;
let beachId: number;

beforeAll(async () => {
  author = await signUpAndVerify(t, { firstName: 'Sam', lastName: SURNAME });
  other = await signUpAndVerify(t, { firstName: 'Otto', lastName: 'Other' });
  beachId = (await request(t.callback).get('/api/beaches/croyde-beach').expect(200)).body.id;
  await request(t.callback)
    .post('/api/feedback')
    .set('Cookie', author.cookie)
    .send({ content: 'Dogs welcome all year at the north end', beachId })
    .expect(201);
  await t.db.knex('community_photos').insert({
    beachId,
    userId: author.id,
    photoUrl: '/uploads/community/x/600.jpg',
    caption: 'Morning walk',
    isApproved: true,
    variants: JSON.stringify([]),
  });
  await request(t.callback)
    .post('/api/beaches/croyde-beach/reviews')
    .set('Cookie', author.cookie)
    .send({ rating: 5, reviewText: 'Plenty of room for a run', visitDate: '2026-06-01' });
});

/** Every key anywhere in a JSON answer. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  }
  return [];
}

const PUBLIC_LISTS = [
  '/api/beaches/croyde-beach/feedback',
  '/api/beaches/croyde-beach/community-photos',
  '/api/beaches/croyde-beach/reviews',
  '/api/beaches/croyde-beach/routes',
];

describe('public lists with authors', () => {
  it.each(PUBLIC_LISTS)('%s names no user id and no full surname', async (path) => {
    for (const cookie of ['', author.cookie, other.cookie]) {
      const res = await request(t.callback).get(path).set('Cookie', cookie).expect(200);
      expect(keysOf(res.body)).not.toContain('userId');
      expect(keysOf(res.body)).not.toContain('lastName');
      expect(JSON.stringify(res.body)).not.toContain(SURNAME);
    }
  });

  it('sign feedback and photos as "Sam W." and tell only the author they are theirs', async () => {
    for (const path of PUBLIC_LISTS.slice(0, 2)) {
      const mine = (cookie: string) =>
        request(t.callback)
          .get(path)
          .set('Cookie', cookie)
          .expect(200)
          .then((res) => res.body.find((item: { authorName: string }) => item.authorName === 'Sam W.'));
      expect(await mine(author.cookie)).toMatchObject({ isOwn: true });
      expect(await mine(other.cookie)).toMatchObject({ isOwn: false });
      const asVisitor = await request(t.callback).get(path).expect(200);
      expect(asVisitor.headers.vary).toMatch(/Cookie/i);
      expect(asVisitor.body.some((item: { isOwn: boolean }) => item.isOwn)).toBe(false);
    }
  });
});

describe("the signed-in user's own lists", () => {
  it.each(['/api/my/feedback', '/api/my/photos'])(
    '%s mark every item as their own, with no user ids',
    async (path) => {
      const res = await request(t.callback).get(path).set('Cookie', author.cookie).expect(200);
      expect(res.body.length).toBeGreaterThan(0);
      expect(res.body.every((item: { isOwn: boolean }) => item.isOwn)).toBe(true);
      expect(keysOf(res.body)).not.toContain('userId');
    },
  );
});
