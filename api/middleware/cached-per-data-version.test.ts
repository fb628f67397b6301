/**
 * The hot public reads answered from the response cache (cached-per-data-version.ts), as a
 * client sees them: fresh after every write, whichever app on the database took it; 304 for
 * what the client already has; the same JSON in every encoding; a store that stays bounded.
 */
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Beach } from '../../domain/beaches/beach.ts';
import { type SignedUp, signUpAndVerify } from '../testing/accounts.ts';
import { getRaw } from '../testing/raw-get.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './cached-per-data-version.ts';

const t = setupTestApp();
let reviewer: SignedUp;
beforeAll(async () => {
  reviewer = await signUpAndVerify(t);
});
afterEach(() => vi.useRealTimers());

type Callback = typeof t.callback;

const get = (path: string, headers: Record<string, string> = {}, callback: Callback = t.callback) =>
  getRaw(callback, path, headers);
const getJson = async (path: string, callback: Callback = t.callback) =>
  JSON.parse((await get(path, {}, callback).expect(200)).body.toString('utf8'));
const beachIn = (list: Beach[], slug: string) => list.find((b) => b.slug === slug) as Beach;
const review = (slug: string, rating: number, callback: Callback = t.callback) =>
  request(callback)
    .post(`/api/beaches/${slug}/reviews`)
    .set('Cookie', reviewer.cookie)
    .send({ rating, reviewText: 'Firm sand, a stream to drink from, shade by the cliffs.' });

const HOT_READS: [path: string, cacheControl: string][] = [
  ['/api/beaches', 'public, max-age=60, stale-while-revalidate=600'],
  ['/api/beaches?location=Torbay&sortBy=rating', 'public, max-age=60, stale-while-revalidate=600'],
  ['/api/stats', 'public, max-age=60, stale-while-revalidate=600'],
  ['/api/sync', 'no-cache'],
  ['/api/water-quality', 'public, max-age=60, stale-while-revalidate=600'],
  ['/api/water-quality/history?days=30', 'public, max-age=60, stale-while-revalidate=600'],
  ['/api/blog', 'public, max-age=60, stale-while-revalidate=600'],
];

describe('a hot public read', () => {
  it.each(HOT_READS)(
    '%s: brotli, gzip and plain carry the same JSON under one strong ETag',
    async (path, policy) => {
      const plain = await get(path, { 'Accept-Encoding': 'identity' }).expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      JSON.parse(plain.body.toString('utf8'));
      // Answers under the threshold (the stats) go plain whatever the client takes.
      const compressed = plain.body.length >= COMPRESSION_THRESHOLD_BYTES;
      const br = await get(path, { 'Accept-Encoding': 'gzip, deflate, br' }).expect(200);
      expect(br.headers['content-encoding']).toBe(compressed ? 'br' : undefined);
      expect(br.body.equals(plain.body)).toBe(true);
      const gz = await get(path, { 'Accept-Encoding': 'gzip' }).expect(200);
      expect(gz.headers['content-encoding']).toBe(compressed ? 'gzip' : undefined);
      expect(gz.body.equals(plain.body)).toBe(true);
      expect(br.headers.vary).toMatch(/Accept-Encoding/);
      expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(new Set([plain, br, gz].map((res) => res.headers.etag)).size).toBe(1);
      // The policy each route had before the cache: the app's reads rely on it.
      for (const res of [plain, br, gz]) expect(res.headers['cache-control']).toBe(policy);
    },
  );

  it('the full list travels at under a fifth of its size, smaller still in brotli', async () => {
    const plain = await get('/api/beaches', { 'Accept-Encoding': 'identity' }).expect(200);
    const br = await get('/api/beaches', { 'Accept-Encoding': 'br' }).expect(200);
    const gz = await get('/api/beaches', { 'Accept-Encoding': 'gzip' }).expect(200);
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(gz.headers['content-length']));
    expect(Number(gz.headers['content-length'])).toBeLessThan(plain.body.length / 5);
  });

  it.each(HOT_READS)('%s: 304 with no body when the client has it', async (path, policy) => {
    const first = await get(path, { 'Accept-Encoding': 'br' }).expect(200);
    const again = await get(path, { 'If-None-Match': first.headers.etag, 'Accept-Encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(policy);
  });
});

describe('after a write', () => {
  it("a new review changes the beach's rating in /api/beaches and the counts in /api/stats at once", async () => {
    const list = await get('/api/beaches', { 'Accept-Encoding': 'br' }).expect(200);
    const before = beachIn(JSON.parse(list.body.toString('utf8')), 'woolacombe-beach');
    const stats = await getJson('/api/stats');

    const saved = await review('woolacombe-beach', 1).expect(201);

    const after = beachIn(await getJson('/api/beaches'), 'woolacombe-beach');
    expect(after.totalReviews).toBe(before.totalReviews + 1);
    expect(after.averageRating).toBe(saved.body.beach.averageRating);
    expect(after.averageRating).not.toBe(before.averageRating);
    expect((await getJson('/api/stats')).totalReviews).toBe(stats.totalReviews + 1);
    const page = await getJson('/api/beaches?search=woolacombe');
    expect(beachIn(page.items, 'woolacombe-beach').totalReviews).toBe(after.totalReviews);
    // The copy the client holds is no longer current: a full answer, not a 304.
    const fresh = await get('/api/beaches', {
      'If-None-Match': list.headers.etag,
      'Accept-Encoding': 'br',
    });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.etag).not.toBe(list.headers.etag);
  });

  it('another app on the same database (a second API process) answers with it at once', async () => {
    const other = t.makeApp().callback();
    // Both processes have every answer kept.
    for (const callback of [t.callback, other]) {
      await getJson('/api/beaches', callback);
      await getJson('/api/stats', callback);
      await getJson('/api/blog', callback);
    }

    const saved = await review('bantham-beach', 5, t.callback).expect(201);
    const seenByOther = beachIn(await getJson('/api/beaches', other), 'bantham-beach');
    expect(seenByOther.totalReviews).toBe(saved.body.beach.totalReviews);
    expect(seenByOther.averageRating).toBe(saved.body.beach.averageRating);

    // A write through no app at all (the water quality import, an admin's SQL): both see it.
    const post = await t.db.knex('blog_posts').where({ isPublished: true }).first('id');
    await t.db.knex('blog_posts').where({ id: post.id }).update({ title: 'Dogs welcome all winter' });
    for (const callback of [t.callback, other]) {
      const posts: { id: number; title: string }[] = await getJson('/api/blog', callback);
      expect(posts.find((p) => p.id === post.id)?.title).toBe('Dogs welcome all winter');
    }
  });

  it('that leaves an answer as it was, the ETag stays and the client keeps its 304', async () => {
    const first = await get('/api/stats', { 'Accept-Encoding': 'gzip' }).expect(200);
    // A write to a synced table the stats are not made of: the version moves on.
    await t.db.knex.transaction((trx) => trx.raw('SELECT next_change_version()'));
    await get('/api/stats', { 'If-None-Match': first.headers.etag, 'Accept-Encoding': 'gzip' }).expect(304);
  });

  it('requests arriving together share one build of the answer', async () => {
    const fresh = t.makeApp().callback();
    const built: string[] = [];
    const count = (query: { sql: string }) => {
      if (/from "beaches"/.test(query.sql)) built.push(query.sql);
    };
    t.db.knex.on('query', count);
    try {
      const lists = await Promise.all(Array.from({ length: 12 }, () => getJson('/api/beaches', fresh)));
      expect(new Set(lists.map((list) => JSON.stringify(list))).size).toBe(1);
    } finally {
      t.db.knex.removeListener('query', count);
    }
    expect(built).toHaveLength(1);
  });
});

describe('answers that change with the clock', () => {
  it('a pollution warning lapses when it expires, with no write (rebuilt within a minute)', async () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
    const { beachId } = await t.db.knex('water_quality').first('beachId');
    await t.db
      .knex('water_quality')
      .where({ beachId })
      .update({ riskLevel: 'increased', riskExpiresAt: new Date(Date.now() + 30_000) });
    const warningsOf = async () => {
      const list: { beachId: number; warnings: { kind: string }[] }[] = await getJson('/api/water-quality');
      return list.find((w) => w.beachId === beachId)?.warnings.map((w) => w.kind);
    };
    expect(await warningsOf()).toContain('pollution-risk');
    vi.setSystemTime(Date.now() + 61_000);
    expect(await warningsOf()).not.toContain('pollution-risk');
  });

  it("a beach's confidence falls the London day after its order runs out, with no write", async () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T23:30:00Z'), toFake: ['Date'] });
    const order = {
      kind: 'council-order',
      title: 'A dog control order',
      url: null,
      published: '2024',
      seen: '2026-05-03',
      expires: '2026-12-31',
      says: null,
    };
    const rules = [
      {
        kind: 'no-dogs',
        zone: null,
        period: { from: '05-01', to: '09-30' },
        hours: 'all-day',
        evidence: [order],
      },
    ];
    await t.db
      .knex('beaches')
      .where({ slug: 'croyde-beach' })
      .update({ dogRules: JSON.stringify(rules) });
    const confidence = async () =>
      beachIn(await getJson('/api/beaches?limit=200'), 'croyde-beach').validationConfidence;
    expect(await confidence()).toBe('high');
    vi.setSystemTime(new Date('2027-01-01T00:30:00Z'));
    expect(await confidence()).toBe('low');
  });
});

describe('the store', () => {
  it('stays within its limits under a flood of distinct query strings', async () => {
    const app = t.makeApp();
    const cache = app.context.services.responseCache;
    const callback = app.callback();
    for (let i = 0; i < cache.limits.maxEntries + 24; i++) {
      await get(`/api/beaches?search=nothing-like-${i}`, {}, callback).expect(200);
    }
    expect(cache.size).toBe(cache.limits.maxEntries);
    expect(cache.bytes).toBeLessThanOrEqual(cache.limits.maxBytes);
    // The full list is still right after the flood.
    expect(await getJson('/api/beaches', callback)).toHaveLength(180);
  });

  it('holds the bytes RESPONSE_CACHE_MB gives it: the full list and the snapshot together by default, not in 1 MB', async () => {
    const keptAfterBoth = async (env: Record<string, string>) => {
      const app = t.makeApp(env);
      const callback = app.callback();
      await get('/api/beaches', { 'accept-encoding': 'br' }, callback).expect(200);
      await get('/api/sync', { 'accept-encoding': 'br' }, callback).expect(200);
      return {
        size: app.context.services.responseCache.size,
        limits: app.context.services.responseCache.limits,
      };
    };
    expect(await keptAfterBoth({})).toEqual({ size: 2, limits: { maxEntries: 256, maxBytes: 96 * 2 ** 20 } });
    // Together ~1.2 MB at 180 beaches: the list is dropped to keep the snapshot.
    expect(await keptAfterBoth({ RESPONSE_CACHE_MB: '1' })).toEqual({
      size: 1,
      limits: { maxEntries: 256, maxBytes: 2 ** 20 },
    });
    expect(() => t.makeApp({ RESPONSE_CACHE_MB: '0' })).toThrow(/RESPONSE_CACHE_MB/);
    expect(() => t.makeApp({ RESPONSE_CACHE_MB: 'lots' })).toThrow(/RESPONSE_CACHE_MB/);
  });

  it('keys on the parameters an answer depends on: cache-busters and unknown ones add nothing', async () => {
    const app = t.makeApp();
    const cache = app.context.services.responseCache;
    const callback = app.callback();
    for (let i = 0; i < 5; i++) {
      await get(`/api/beaches?nocache=${i}&utm_source=x${i}`, {}, callback).expect(200);
      await get(`/api/stats?v=${i}`, {}, callback).expect(200);
      await get(`/api/blog?__proto__=${i}&constructor=1`, {}, callback).expect(200);
    }
    expect(cache.size).toBe(3);
    // Repeated keys: the first value counts, as the route reads it.
    const first = await getJson('/api/beaches?page=2&page=3', callback);
    expect(first.page).toBe(2);
    expect((await getJson('/api/beaches?page=2', callback)).items).toEqual(first.items);
  });

  it('keeps no error: hostile query strings get a 4xx (never a 5xx) and leave nothing behind', async () => {
    const app = t.makeApp();
    const cache = app.context.services.responseCache;
    const callback = app.callback();
    const hostile = [
      'page=abc',
      'page=0&page=1',
      'pageSize=%00',
      'sortBy=__proto__',
      'location=%E0%A4%A',
      `search=${'x'.repeat(5000)}`,
      'minRating=NaN',
      'hasParking=%F0%9F%90%95',
    ];
    for (const query of hostile) {
      const res = await get(`/api/beaches?${query}`, {}, callback);
      expect(res.status, query).toBeGreaterThanOrEqual(400);
      expect(res.status, query).toBeLessThan(500);
      expect(JSON.parse(res.body.toString('utf8')).error.code).toEqual(expect.any(String));
    }
    const history = await get('/api/water-quality/history?days=-1&beachId=x', {}, callback);
    expect(history.status).toBe(400);
    expect(cache.size).toBe(0);
  });
});
