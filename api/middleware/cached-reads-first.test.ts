/**
 * Kept public reads answered ahead of the middleware chain (cached-reads-first.ts): the same
 * bytes and headers the full chain gives, never a stale answer, never in place of a visitor's
 * session.
 */
import Router from '@koa/router';
import Koa from 'koa';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../services/response-cache.ts';
import { signUpAndVerify } from '../testing/accounts.ts';
import { getRaw } from '../testing/raw-get.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { cacheControl } from './cache-control.ts';
import { cachedPerDataVersion } from './cached-per-data-version.ts';
import { cachedReadsFirst } from './cached-reads-first.ts';
import { KnownReads } from './known-reads.ts';

const t = setupTestApp();

/** A write to a synced table: the triggers move the data version on. */
const write = () => t.db.knex('beaches').where({ slug: 'croyde-beach' }).update({ updatedAt: new Date() });

describe('in front of a chain', () => {
  let chainRuns = 0;
  let builds = 0;
  let callback: ReturnType<Koa['callback']>;

  beforeAll(() => {
    const app = new Koa();
    app.context.services = { responseCache: new ResponseCache(t.db.knex) } as never;
    app.use(cachedReadsFirst(new KnownReads()));
    app.use(async (_ctx, next) => {
      chainRuns += 1;
      await next();
    });
    const router = new Router();
    router.get('/things', cacheControl('publicList'), cachedPerDataVersion({ query: ['kind'] }), (ctx) => {
      builds += 1;
      if (ctx.query.kind === 'bad') ctx.throw(400, 'bad kind');
      if (ctx.query.kind === 'cookie') ctx.cookies.set('flavour', 'oat', { signed: false });
      ctx.body = { kind: ctx.query.kind ?? 'all', build: builds, padding: 'x'.repeat(2000) };
    });
    app.use(router.routes());
    callback = app.callback();
  });

  const runs = () => ({ chainRuns, builds });

  it('answers an address it saw answered from the cache without the rest of the chain, with the same bytes and headers', async () => {
    const first = await getRaw(callback, '/things?kind=a', { 'Accept-Encoding': 'br' }).expect(200);
    const before = runs();
    const second = await getRaw(callback, '/things?kind=a', { 'Accept-Encoding': 'br' }).expect(200);
    expect(runs()).toEqual(before);
    expect(second.body.equals(first.body)).toBe(true);
    for (const header of ['etag', 'cache-control', 'content-encoding', 'content-type', 'vary']) {
      expect(second.headers[header]).toBe(first.headers[header]);
    }
    const notModified = await request(callback)
      .get('/things?kind=a')
      .set('If-None-Match', first.headers.etag);
    expect(notModified.status).toBe(304);
    expect(notModified.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(runs()).toEqual(before);
  });

  it('sends the request down the chain once a write made the kept answer stale', async () => {
    const first = await request(callback).get('/things?kind=b').expect(200);
    await request(callback).get('/things?kind=b').expect(200);
    await write();
    const before = runs();
    const after = await request(callback).get('/things?kind=b').expect(200);
    expect(runs()).toEqual({ chainRuns: before.chainRuns + 1, builds: before.builds + 1 });
    expect(after.body.build).toBeGreaterThan(first.body.build);
  });

  it('leaves a request with a visitor session cookie to the chain (its answer rolls the session)', async () => {
    await request(callback).get('/things?kind=c').expect(200);
    const before = runs();
    await request(callback).get('/things?kind=c').set('Cookie', 'ddb.sid=abc; ddb.sid.sig=def').expect(200);
    expect(runs().chainRuns).toBe(before.chainRuns + 1);
  });

  it('remembers neither errors nor answers that set a cookie', async () => {
    await request(callback).get('/things?kind=bad').expect(400);
    await request(callback).get('/things?kind=cookie').expect(200);
    const before = runs();
    await request(callback).get('/things?kind=bad').expect(400);
    const cookie = await request(callback).get('/things?kind=cookie').expect(200);
    expect(cookie.headers['set-cookie']).toBeUndefined();
    expect(runs().chainRuns).toBe(before.chainRuns + 2);
  });

  it('only answers reads', async () => {
    await request(callback).get('/things?kind=d').expect(200);
    const before = runs();
    await request(callback).post('/things?kind=d').expect(404);
    expect(runs().chainRuns).toBe(before.chainRuns + 1);
  });
});

describe('in the app', () => {
  const HOT_READS = [
    '/api/beaches',
    '/api/beaches?location=Torbay&sortBy=rating',
    '/api/beaches/croyde-beach',
    '/api/stats',
    '/api/sync',
    '/api/water-quality',
    '/api/blog',
  ];
  /** Headers that differ between any two answers. */
  const PER_ANSWER = new Set(['date', 'x-request-id']);
  const headersOf = (res: request.Response) =>
    Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_ANSWER.has(name)));

  it.each(HOT_READS)(
    '%s: a kept answer carries what the full chain sent, security headers included',
    async (path) => {
      const full = await getRaw(t.callback, path, { 'Accept-Encoding': 'gzip, br' }).expect(200);
      const kept = await getRaw(t.callback, path, { 'Accept-Encoding': 'gzip, br' }).expect(200);
      expect(headersOf(kept)).toEqual(headersOf(full));
      expect(kept.headers['content-security-policy']).toBeDefined();
      expect(kept.body.equals(full.body)).toBe(true);
    },
  );

  it('still rolls a signed-in visitor’s session on a kept read', async () => {
    const visitor = await signUpAndVerify(t);
    await request(t.callback).get('/api/beaches/croyde-beach').expect(200);
    const read = await request(t.callback)
      .get('/api/beaches/croyde-beach')
      .set('Cookie', visitor.cookie)
      .expect(200);
    expect(String(read.headers['set-cookie'])).toMatch(/ddb\.sid=/);
  });
});
