import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { STATIC_PAGE_PATHS } from '../../services/page-exists.ts';
import { signUpAndVerify } from '../../testing/accounts.ts';
import { setupTestApp } from '../../testing/test-app.ts';
import { insertSample } from '../../testing/water-quality-samples.ts';

const t = setupTestApp();
const get = (path: string) => request(t.callback).get(path);

describe('stats', () => {
  it('counts live beaches, and only the reviews people wrote (the seed writes none)', async () => {
    const beaches = (await get('/api/beaches')).body as { accessType: string }[];
    expect((await get('/api/stats').expect(200)).body).toEqual({
      totalBeaches: 180,
      yearRoundBeaches: beaches.filter((b) => b.accessType === 'year-round').length,
      totalReviews: 0,
      averageRating: 0,
    });
    for (const [slug, rating] of [
      ['croyde-beach', 5],
      ['bantham-beach', 2],
    ] as const) {
      const { cookie } = await signUpAndVerify(t);
      await request(t.callback)
        .post(`/api/beaches/${slug}/reviews`)
        .set('Cookie', cookie)
        .send({ rating, reviewText: 'The dog ran for an hour.' })
        .expect(201);
    }
    expect((await get('/api/stats').expect(200)).body).toMatchObject({ totalReviews: 2, averageRating: 3.5 });
  });

  it('stops counting a beach once it is deleted (soft delete leaves a tombstone)', async () => {
    const before = (await get('/api/stats')).body.totalBeaches;
    const { id } = (await get('/api/beaches/broadsands-beach')).body;
    await t.db.knex('beaches').where({ id }).update({ deletedAt: new Date() });
    expect((await get('/api/stats')).body.totalBeaches).toBe(before - 1);
    await get('/api/beaches/broadsands-beach').expect(404);
    const tombstone = await t.db.knex('beaches').where({ id }).first();
    expect(tombstone.deletedAt).not.toBeNull();
    await t.db.knex('beaches').where({ id }).update({ deletedAt: null });
  });
});

describe('blog', () => {
  it('lists published posts only, newest first', async () => {
    const res = await get('/api/blog').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(6);
    const dates = res.body.map((p: { publishedAt: string }) => p.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.every((p: { isPublished: boolean }) => p.isPublished)).toBe(true);
  });

  it('serves a post by slug with its HTML, and hides drafts', async () => {
    const [first] = (await get('/api/blog')).body;
    const post = await get(`/api/blog/${first.slug}`).expect(200);
    expect(post.body.content).toMatch(/<p>/);
    const draft = await t.db.knex('blog_posts').where({ isPublished: false }).first();
    await get(`/api/blog/${draft.slug}`).expect(404);
    await get('/api/blog/no-such-post').expect(404);
  });
});

describe('water quality', () => {
  it('lists current records with status and when they were checked', async () => {
    const res = await get('/api/water-quality').expect(200);
    expect(res.body.length).toBeGreaterThan(50);
    expect(res.body[0]).toMatchObject({ beachId: expect.any(Number), status: expect.any(String) });
  });

  it('gives the sample history it holds, dated by each sample, and filters by beach', async () => {
    const [first, second] = (await get('/api/water-quality')).body as { beachId: number }[];
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    await insertSample(t.db.knex, first.beachId, day(2));
    await insertSample(t.db.knex, first.beachId, day(1), 'excellent');
    await insertSample(t.db.knex, second.beachId, day(1));
    const res = await get(`/api/water-quality/history?beachId=${first.beachId}`).expect(200);
    expect(res.body.map((h: { beachId: number }) => h.beachId)).toEqual([first.beachId, first.beachId]);
    expect(res.body.map((h: { recordedAt: string }) => h.recordedAt.slice(0, 10)).sort()).toEqual(
      [day(2), day(1)].map((d) => d.toISOString().slice(0, 10)),
    );
    await get('/api/water-quality/history?days=0').expect(400);
    await get('/api/water-quality/history?beachId=x').expect(400);
  });
});

describe('config', () => {
  it('tells the browser where map tiles come from', async () => {
    const res = await get('/api/config').expect(200);
    expect(res.body).toMatchObject({ googleMapsApiKey: null, mapTileUrl: expect.stringContaining('{z}') });
  });
});

describe('HTTP hygiene', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/api/nope').expect(404);
    expect(res.body.error.code).toBe('not_found');
    expect(res.headers['content-type']).toMatch(/json/);
  });

  it('answers a wrong method with a JSON error', async () => {
    const res = await request(t.callback).delete('/api/stats');
    expect(res.status).toBe(405);
    expect(res.body.error).toBeDefined();
  });

  it('rejects malformed JSON bodies with 400, not 500', async () => {
    const res = await request(t.callback)
      .post('/api/beaches')
      .set('Content-Type', 'application/json')
      .send('{"broken": ');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error).toBeDefined();
  });

  it('sets a request id, security headers and compresses large answers', async () => {
    const res = await get('/api/beaches').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain('https://tile.openstreetmap.org');
  });

  it('serves the PWA shell for client-side routes and keeps missing files 404', async () => {
    const home = await get('/').expect(200);
    expect(home.text).toContain('<div id="root">');
    expect(home.headers['cache-control']).toBe('no-cache');
    const route = await get('/beach/croyde-beach').expect(200);
    expect(route.text).toContain('<div id="root">');
    await get('/assets/missing.js').expect(404);
  });

  it.each([
    ['/beaches', 200],
    ['/beach/croyde-beach', 200],
    ['/blog/dog-beach-safety', 200],
    ['/community/upload', 200],
    ['/no-such-page', 404],
    ['/beach/no-such-beach', 404],
    ['/beach/croyde-beach/extra', 404],
    ['/blog/no-such-post', 404],
    ['/admin-login-maybe', 404],
  ])('answers the page %s with %i (the shell renders the not-found page)', async (path, status) => {
    const res = await get(path).expect(status);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends a page with a trailing slash or in capitals to its one address (issue #27)', async () => {
    expect((await get('/beaches/').expect(308)).headers.location).toBe('/beaches');
    expect((await get('/Beach/Croyde-Beach?x=1').expect(308)).headers.location).toBe(
      '/beach/croyde-beach?x=1',
    );
  });

  it('answers a deleted beach page with 404', async () => {
    const { id } = (await get('/api/beaches/bantham-beach')).body;
    await t.db.knex('beaches').where({ id }).update({ deletedAt: new Date() });
    await get('/beach/bantham-beach').expect(404);
    await t.db.knex('beaches').where({ id }).update({ deletedAt: null });
    await get('/beach/bantham-beach').expect(200);
  });

  it('knows every page the PWA router declares', () => {
    const router = readFileSync(
      fileURLToPath(new URL('../../../pwa/app/router.tsx', import.meta.url)),
      'utf8',
    );
    const admin = readFileSync(
      fileURLToPath(new URL('../../../pwa/admin/admin-app.tsx', import.meta.url)),
      'utf8',
    );
    const declared = [...router.matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
    // The admin area's own routes, under /admin/*: its index and the named ones.
    const adminPages = [
      '/admin',
      ...[...admin.matchAll(/<Route path="([a-z-]+)"/g)].map((m) => `/admin/${m[1]}`),
    ];
    const dynamic = declared.filter((p) => p.includes(':') || p.endsWith('*'));
    expect([...declared.filter((p) => !dynamic.includes(p)), ...adminPages].sort()).toEqual(
      [...STATIC_PAGE_PATHS].sort(),
    );
    expect(dynamic.sort()).toEqual(['*', '/admin/*', '/beach/:identifier', '/blog/:slug']);
  });
});
