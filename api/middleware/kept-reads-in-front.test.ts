/**
 * Kept public reads answered before Koa (kept-reads-in-front.ts), as a client sees them: the
 * bytes and headers the chain sent, a request id and a log line of their own, a write seen at
 * once, and everything the chain must decide left to the chain.
 */
import Router from '@koa/router';
import Koa from 'koa';
import pino from 'pino';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../services/response-cache.ts';
import { signUpAndVerify } from '../testing/accounts.ts';
import { getRaw } from '../testing/raw-get.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { cacheControl } from './cache-control.ts';
import { cachedPerDataVersion } from './cached-per-data-version.ts';
import { cachedReadsFirst } from './cached-reads-first.ts';
import { keptReadsInFront } from './kept-reads-in-front.ts';
import { KnownReads } from './known-reads.ts';
import { requestLog } from './request-log.ts';

const t = setupTestApp();

/** A write to a synced table: the triggers move the data version on. */
const write = () => t.db.knex('beaches').where({ slug: 'croyde-beach' }).update({ updatedAt: new Date() });

/** Headers that differ between any two answers. */
const PER_ANSWER = new Set(['date', 'x-request-id']);
const headersOf = (res: request.Response) =>
  Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_ANSWER.has(name)));

describe('in front of a chain', () => {
  let chainRuns = 0;
  let builds = 0;
  const lines: Record<string, unknown>[] = [];
  let callback: ReturnType<Koa['callback']>;

  beforeAll(() => {
    const logger = pino(
      { level: 'info', base: undefined },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const app = new Koa();
    const cache = new ResponseCache(t.db.knex);
    app.context.services = { responseCache: cache } as never;
    const reads = new KnownReads();
    app.use(requestLog(logger));
    app.use(async (ctx, next) => {
      ctx.set('X-Frame-Options', 'DENY');
      // As a session layer refreshing a visitor's cookie would, on an answer the cache gave.
      if (ctx.get('X-Give-Cookie')) ctx.set('Set-Cookie', 'mine=1; Path=/; HttpOnly');
      await next();
    });
    app.use(cachedReadsFirst(reads));
    const router = new Router();
    router.get('/things', cacheControl('publicList'), cachedPerDataVersion({ query: ['kind'] }), (ctx) => {
      builds += 1;
      ctx.body = { kind: ctx.query.kind ?? 'all', build: builds, padding: 'x'.repeat(2000) };
    });
    app.use(router.routes());
    const chain = app.callback();
    callback = keptReadsInFront(
      (req, res) => {
        chainRuns += 1;
        return chain(req, res);
      },
      { reads, cache, logger },
    );
  });

  const runs = () => ({ chainRuns, builds });
  /** Built, then answered from the cache by the chain: the front has seen how. */
  const known = async (path: string, headers: Record<string, string>) => {
    await getRaw(callback, path, headers).expect(200);
    return getRaw(callback, path, headers).expect(200);
  };

  it('answers a read the chain answered from the cache, with its bytes and headers, without the chain', async () => {
    const byChain = await known('/things?kind=a', { 'Accept-Encoding': 'gzip' });
    const before = runs();
    const inFront = await getRaw(callback, '/things?kind=a', { 'Accept-Encoding': 'gzip' }).expect(200);
    expect(runs()).toEqual(before);
    expect(inFront.body.equals(byChain.body)).toBe(true);
    expect(headersOf(inFront)).toEqual(headersOf(byChain));
    expect(inFront.headers).toMatchObject({ 'content-encoding': 'gzip', 'x-frame-options': 'DENY' });
  });

  it('never repeats a cookie the chain set on the answer it learnt from to anyone else', async () => {
    await getRaw(callback, '/things?kind=cookie', { 'Accept-Encoding': 'gzip' }).expect(200);
    const learnt = await getRaw(callback, '/things?kind=cookie', {
      'Accept-Encoding': 'gzip',
      'X-Give-Cookie': '1',
    }).expect(200);
    expect(learnt.headers['set-cookie']).toBeDefined();
    const before = runs();
    const inFront = await getRaw(callback, '/things?kind=cookie', { 'Accept-Encoding': 'gzip' }).expect(200);
    expect(runs()).toEqual(before);
    expect(inFront.headers['set-cookie']).toBeUndefined();
  });

  it('gives each answer its own request id, or the sane one it came with', async () => {
    await known('/things?kind=id', {});
    const [one, two] = [
      await request(callback).get('/things?kind=id'),
      await request(callback).get('/things?kind=id'),
    ];
    expect(one.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(two.headers['x-request-id']).not.toBe(one.headers['x-request-id']);
    const sent = await request(callback).get('/things?kind=id').set('X-Request-Id', 'trace-42');
    expect(sent.headers['x-request-id']).toBe('trace-42');
    const hostile = await request(callback).get('/things?kind=id').set('X-Request-Id', 'a b<c>');
    expect(hostile.headers['x-request-id']).not.toBe('a b<c>');
  });

  it('logs the line the chain logs', async () => {
    await known('/things?kind=log&token=secret-1', {});
    const chainLine = lines.at(-1);
    await request(callback)
      .get('/things?kind=log&token=secret-1')
      .set('X-Request-Id', 'logged-1')
      .expect(200);
    const frontLine = lines.at(-1);
    expect(frontLine).toMatchObject({
      reqId: 'logged-1',
      method: 'GET',
      url: '/things?kind=log&token=[redacted]',
      status: 200,
      msg: 'request',
    });
    expect(Object.keys(frontLine ?? {})).toEqual(Object.keys(chainLine ?? {}));
  });

  it('sends the read down the chain once a write made the kept answer stale: the change is seen at once', async () => {
    const first = await known('/things?kind=b', {});
    await write();
    const before = runs();
    const after = await request(callback).get('/things?kind=b').expect(200);
    expect(runs()).toEqual({ chainRuns: before.chainRuns + 1, builds: before.builds + 1 });
    expect(after.body.build).toBeGreaterThan(JSON.parse(first.body.toString()).build);
  });

  it('still answers once a statement that changed nothing made it read the data version again', async () => {
    await known('/things?kind=e', {});
    await t.db.knex('beaches').count();
    const before = runs();
    const again = await request(callback).get('/things?kind=e').expect(200);
    expect(runs()).toEqual(before);
    expect(again.body.kind).toBe('e');
  });

  it.each([
    ['a HEAD', (path: string) => request(callback).head(path)],
    ['a conditional GET', (path: string) => request(callback).get(path).set('If-None-Match', '"other"')],
    ['a visitor with a session', (path: string) => request(callback).get(path).set('Cookie', 'ddb.sid=abc')],
    [
      'an Accept-Encoding not seen yet',
      (path: string) => request(callback).get(path).set('Accept-Encoding', 'br'),
    ],
    ['a write', (path: string) => request(callback).post(path)],
  ])('leaves %s to the chain', async (_, send) => {
    await known('/things?kind=c', { 'Accept-Encoding': 'gzip' });
    const before = runs();
    await send('/things?kind=c');
    expect(runs().chainRuns).toBe(before.chainRuns + 1);
  });
});

describe('in the app', () => {
  const HOT_READS = ['/api/beaches', '/api/beaches/croyde-beach', '/api/stats', '/api/sync', '/api/blog'];

  it.each(HOT_READS)('%s: the answer in front carries what the full chain sent', async (path) => {
    const headers = { 'Accept-Encoding': 'gzip, deflate, br' };
    const full = await getRaw(t.callback, path, headers).expect(200);
    await getRaw(t.callback, path, headers).expect(200);
    const inFront = await getRaw(t.callback, path, headers).expect(200);
    expect(headersOf(inFront)).toEqual(headersOf(full));
    expect(inFront.headers['content-security-policy']).toBeDefined();
    expect(inFront.body.equals(full.body)).toBe(true);
  });

  it('a review posted through another app on the database is in the next answer, at once', async () => {
    const visitor = await signUpAndVerify(t);
    const other = t.makeApp().callback();
    const stats = async () => {
      const res = await getRaw(t.callback, '/api/stats', { 'Accept-Encoding': 'gzip' }).expect(200);
      return JSON.parse(res.body.toString()) as { totalReviews: number; averageRating: number };
    };
    for (let i = 0; i < 3; i++) await stats();
    const before = await stats();
    await request(other)
      .post('/api/beaches/croyde-beach/reviews')
      .set('Cookie', visitor.cookie)
      .send({ rating: 5, reviewText: 'Wide sand at low tide and a stream to drink from.' })
      .expect(201);
    expect((await stats()).totalReviews).toBe(before.totalReviews + 1);
  });
});
