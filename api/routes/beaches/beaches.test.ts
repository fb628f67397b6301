import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { type BeachListingQuery, queryBeaches } from '../../../domain/beaches/beach-filters.ts';
import { beachListingQuerySchema } from '../../../domain/beaches/beach-listing-query.ts';
import { noRecordNote } from '../../../domain/water-quality/water-quality-wording.ts';
import { signUpAndVerify } from '../../testing/accounts.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const get = (path: string) => request(t.callback).get(path);

describe('GET /api/beaches', () => {
  it('answers every beach, sorted by name, when asked without parameters', async () => {
    const res = await get('/api/beaches').expect(200);
    expect(res.body).toHaveLength(180);
    const names = res.body.map((b: Beach) => b.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  });

  it('gives the beach fields the clients read, with coordinates as strings', async () => {
    const { body } = await get('/api/beaches').expect(200);
    const croyde = body.find((b: Beach) => b.slug === 'croyde-beach');
    expect(croyde).toMatchObject({ name: expect.stringMatching(/Croyde/), location: 'North Devon' });
    expect(typeof croyde.latitude).toBe('string');
    expect(typeof croyde.averageRating).toBe('number');
    expect(Array.isArray(croyde.beachCharacteristics)).toBe(true);
  });

  it('pages the listing: 24 per page with the total', async () => {
    const res = await get('/api/beaches?page=2').expect(200);
    expect(res.body).toMatchObject({ total: 180, page: 2, pageSize: 24 });
    expect(res.body.items).toHaveLength(24);
    const last = await get('/api/beaches?page=8').expect(200);
    expect(last.body.items).toHaveLength(180 - 7 * 24);
  });

  it('filters by location in SQL (Torbay has 28 beaches)', async () => {
    const res = await get('/api/beaches?location=Torbay&pageSize=100').expect(200);
    expect(res.body.total).toBe(28);
    expect(res.body.items.every((b: Beach) => b.location === 'Torbay')).toBe(true);
  });

  it('searches name, location and description, treating % and _ as text', async () => {
    const res = await get('/api/beaches?search=croyde').expect(200);
    expect(res.body.items.some((b: Beach) => b.slug === 'croyde-beach')).toBe(true);
    const wildcard = await get('/api/beaches?search=%25').expect(200);
    expect(wildcard.body.total).toBeLessThan(180);
  });

  // The SQL listing and the domain rules (used offline) must agree on every combination.
  const combos: Record<string, string>[] = [
    { sortBy: 'name' },
    { sortBy: 'location', pageSize: '100' },
    { sortBy: 'rating', page: '2' },
    { sortBy: 'reviews' },
    { location: 'North Devon', hasParking: 'true', sortBy: 'rating' },
    { accessType: 'seasonal', beachType: 'sandy' },
    { hasFacilities: 'true', hasBeachCafe: 'true', hasLifeguards: 'true' },
    { hasDogWalks: 'true', hasFreshWater: 'true', pageSize: '50' },
    { minRating: '4', sortBy: 'reviews' },
    { search: 'bay', location: 'Cornwall' },
    { search: 'sand', page: '2', pageSize: '10' },
    { search: 'no beach has this text in it' },
  ];
  it.each(combos)('agrees with the domain rules for %o', async (query) => {
    const all: Beach[] = (await get('/api/beaches').expect(200)).body;
    const parsed: BeachListingQuery = beachListingQuerySchema.parse(query);
    const expected = queryBeaches(all, parsed);
    const res = await get(`/api/beaches?${new URLSearchParams(query)}`).expect(200);
    expect(res.body.total).toBe(expected.total);
    expect(res.body.items.map((b: Beach) => b.slug)).toEqual(expected.items.map((b) => b.slug));
  });

  it.each([
    ['page=abc', 'page'],
    ['page=0', 'page'],
    ['pageSize=5000', 'pageSize'],
    ['location=Atlantis', 'location'],
    ['sortBy=price', 'sortBy'],
    ['hasParking=maybe', 'hasParking'],
    ['minRating=9', 'minRating'],
  ])('rejects ?%s with a 400 naming the field', async (query, field) => {
    const res = await get(`/api/beaches?${query}`).expect(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields[field][0]).toEqual(expect.any(String));
  });
});

describe('GET /api/beaches/featured', () => {
  it("answers the home page's six featured beaches in the spec's order, each as the list gives it", async () => {
    const res = await get('/api/beaches/featured').expect(200);
    expect(res.body.map((b: Beach) => b.slug)).toEqual([
      'croyde-beach',
      'woolacombe-beach',
      'saunton-sands',
      'westward-ho-beach',
      'bantham-beach',
      'bigbury-on-sea',
    ]);
    const all = (await get('/api/beaches').expect(200)).body as Beach[];
    expect(res.body[0]).toEqual(all.find((b) => b.slug === 'croyde-beach'));
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  });
});

describe('GET /api/beaches/index', () => {
  it('answers every beach by name with its id, slug, name, location and any nearest bathing water, as the list gives them', async () => {
    const res = await get('/api/beaches/index').expect(200);
    const all = (await get('/api/beaches').expect(200)).body as Beach[];
    expect(res.body).toEqual(
      all.map(({ id, slug, name, location, nearestBathingWater }) => ({
        id,
        slug,
        name,
        location,
        ...(nearestBathingWater ? { nearestBathingWater } : {}),
      })),
    );
    expect(res.body).toHaveLength(180);
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
  });
});

describe('GET /api/beaches/:identifier', () => {
  it('finds a beach by slug, with coordinates on the beach itself', async () => {
    const res = await get('/api/beaches/croyde-beach').expect(200);
    expect(res.body.name).toMatch(/Croyde/);
    // Croyde Bay: between Baggy Point and Downend, about 51.13 N, 4.24 W.
    expect(Number(res.body.latitude)).toBeCloseTo(51.131, 2);
    expect(Number(res.body.longitude)).toBeCloseTo(-4.238, 2);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('finds the same beach by id, and ignores a cache-busting nocache parameter', async () => {
    const bySlug = await get('/api/beaches/bantham-beach').expect(200);
    const byId = await get(`/api/beaches/${bySlug.body.id}?nocache=${Date.now()}`).expect(200);
    expect(byId.body).toEqual(bySlug.body);
  });

  it.each(['no-such-beach', '999999', 'drop table beaches', '..%2F..%2Fetc'])(
    'is a JSON 404 for %s',
    async (id) => {
      const res = await get(`/api/beaches/${encodeURIComponent(id)}`).expect(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'Beach not found' } });
    },
  );

  it('sends an identifier in capitals to its lower-case address first (issue #27: one spelling per path)', async () => {
    const res = await get('/api/beaches/DROP%20TABLE%20beaches').expect(308);
    expect(res.headers.location).toBe('/api/beaches/drop%20table%20beaches');
    await get(res.headers.location).expect(404);
  });

  it('answers 304 when the client has the current version', async () => {
    const first = await get('/api/beaches/saunton-sands').expect(200);
    expect(first.headers.etag).toMatch(/^"/);
    await request(t.callback)
      .get('/api/beaches/saunton-sands')
      .set('If-None-Match', first.headers.etag)
      .expect(304);
  });

  it('is kept between requests but answers an edit at once, by slug and by id', async () => {
    const before = await get('/api/beaches/woolacombe-beach').expect(200);
    expect((await get('/api/beaches/woolacombe-beach')).headers.etag).toBe(before.headers.etag);
    await get(`/api/beaches/${before.body.id}`).expect(200);
    await t.db.knex('beaches').where({ id: before.body.id }).update({ parkingInfo: 'Pay at the Esplanade.' });
    for (const path of ['/api/beaches/woolacombe-beach', `/api/beaches/${before.body.id}`]) {
      const after = await get(path).expect(200);
      expect(after.body.parkingInfo).toBe('Pay at the Esplanade.');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    }
  });
});

describe('beach sub-resources', () => {
  it('has no review and no rating until someone writes one (the seed writes none)', async () => {
    expect((await get('/api/beaches/saunton-sands/reviews').expect(200)).body).toEqual([]);
    const beach = (await get('/api/beaches/saunton-sands').expect(200)).body;
    expect([beach.averageRating, beach.totalReviews]).toEqual([0, 0]);
  });

  it("lists reviews newest first, and derives the beach's rating and count from them", async () => {
    for (const [firstName, rating] of [
      ['Ann', 5],
      ['Bo', 2],
      ['Cy', 4],
    ] as const) {
      const { cookie } = await signUpAndVerify(t, { firstName });
      await request(t.callback)
        .post('/api/beaches/croyde-beach/reviews')
        .set('Cookie', cookie)
        .send({ rating, reviewText: `${firstName} walked the dog here.` })
        .expect(201);
    }
    const reviews = (await get('/api/beaches/croyde-beach/reviews').expect(200)).body;
    expect(reviews.map((r: { reviewerName: string }) => r.reviewerName)).toEqual([
      'Cy W.',
      'Bo W.',
      'Ann W.',
    ]);
    const beach = (await get('/api/beaches/croyde-beach').expect(200)).body;
    expect(beach.totalReviews).toBe(3);
    expect(beach.averageRating).toBeCloseTo(11 / 3, 2);
  });

  it('gives the water quality of a designated bathing water', async () => {
    const res = await get('/api/beaches/croyde-beach/water-quality').expect(200);
    expect(res.body).toMatchObject({ status: 'excellent', lastChecked: expect.any(String) });
  });

  it('names the nearest bathing water when a beach is not on one, never calling it "not designated"', async () => {
    const all: Beach[] = (await get('/api/beaches').expect(200)).body;
    const unlinked = all.filter((b) => b.bathingWaterId === null);
    expect(unlinked.length).toBeGreaterThan(0);
    for (const b of unlinked)
      expect(b.nearestBathingWater, b.slug).toMatchObject({ name: expect.any(String) });
    for (const b of all.filter((b) => b.bathingWaterId)) expect(b.nearestBathingWater, b.slug).toBeNull();
    const mouthwell = all.find((b) => b.slug === 'hope-cove-mouthwell-sands');
    expect(mouthwell?.nearestBathingWater).toEqual({ name: 'Hope Cove', distanceM: 476 });
    // No record is an answer, `null`, not an error; the page says why from the beach (noRecordNote).
    const res = await get(`/api/beaches/${mouthwell?.id}/water-quality`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.text).toBe('null');
    expect(noRecordNote(mouthwell as Beach)).toBe(
      'The nearest Environment Agency bathing water is Hope Cove, 480 m away; this beach is not sampled itself',
    );
  });

  it('is a 404 for the water quality of a beach that does not exist', async () => {
    const res = await get('/api/beaches/no-such-beach/water-quality').expect(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('lists parking nearest first, and an empty list where none is recorded', async () => {
    const res = await get('/api/beaches/croyde-beach/parking').expect(200);
    expect(res.body.length).toBeGreaterThan(0);
    const distances = res.body.map((p: { distanceToBeach: number }) => p.distanceToBeach);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const all: Beach[] = (await get('/api/beaches').expect(200)).body;
    const withoutParking = await Promise.all(
      all.slice(0, 20).map((b) => get(`/api/beaches/${b.id}/parking`)),
    );
    expect(withoutParking.some((r) => r.status === 200 && r.body.length === 0)).toBe(true);
  });

  it('lists dog-friendly places to eat', async () => {
    const res = await get('/api/beaches/croyde-beach/eateries').expect(200);
    expect(res.body[0]).toMatchObject({ name: expect.any(String), dogFriendly: true });
  });
});
