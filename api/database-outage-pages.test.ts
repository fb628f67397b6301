/**
 * Issue #27 §9: pages asked for while the database is away. A page that cannot be rendered, or
 * cannot be known to exist, says so as a page: the shell with a line about the outage, 503 with
 * Retry-After (the app in it starts and shows what the phone keeps). Never a 404 for a beach that
 * exists, never the API's JSON, and never a page rendered without its data kept for later.
 *
 * The outage: every connection the pool asks for is refused, as by a stopped server (the server
 * itself is stopped in database-outage.test.ts, which needs PostgreSQL).
 */
import type Koa from 'koa';
import request from 'supertest';
import { afterEach, beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { payloadOf, requestPage } from './testing/rendered-pages.ts';
import { setupTestApp } from './testing/test-app.ts';

const t = setupTestApp({ serverRender: true, env: { PUBLIC_URL: 'http://dogbeaches.test' } });

let outage: MockInstance | null = null;
function stopDatabase() {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  outage = vi.spyOn(t.db.knex.client, 'acquireConnection').mockRejectedValue(refused);
}
afterEach(() => {
  outage?.mockRestore();
  outage = null;
});

/** A process that has rendered /privacy, so its renderer's code is loaded and its data version read. */
let warm: ReturnType<Koa['callback']>;
beforeAll(async () => {
  warm = t.makeApp({ RATE_LIMIT_STORE: 'memory' }).callback();
  await requestPage(warm, '/privacy').expect(200);
}, 120_000);

const expectOutagePage = (res: request.Response) => {
  expect(res.status).toBe(503);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.headers['cache-control']).toBe('no-store');
};

describe('a page asked for while the database is away', () => {
  it.each(['/beach/croyde-beach', '/', '/beaches', '/blog', '/privacy'])(
    '%s is the outage page, 503 with Retry-After, in a process that keeps nothing yet',
    async (path) => {
      const fresh = t.makeApp().callback();
      stopDatabase();
      const res = await requestPage(fresh, path);
      expectOutagePage(res);
      expect(payloadOf(res.text)).toBeNull();
      expect(res.text).toContain('<div id="root"><main><h1>We can’t reach our database right now</h1>');
      // The built shell: its entry script starts the app.
      expect(res.text).toContain('<script type="module" src="/assets/index.js"></script>');
      const head = await request(fresh).head(path).set({ Accept: 'text/html', Host: 'dogbeaches.test' });
      expect(head.status).toBe(503);
      expect(head.headers['retry-after']).toBeDefined();
    },
  );

  it('is the outage page when the API cannot read its data mid-render, and is not kept for later', async () => {
    stopDatabase();
    expectOutagePage(await requestPage(warm, '/blog'));
    outage?.mockRestore();

    const back = await requestPage(warm, '/blog').expect(200);
    const posts = payloadOf(back.text).queries.queries.find(
      (q: { queryKey: unknown[] }) => JSON.stringify(q.queryKey) === '["blog","list"]',
    );
    expect(posts?.state.status).toBe('success');
    expect(posts.state.data.length).toBeGreaterThan(0);
  });

  it('leaves pages that need no database to the shell, and the API to its JSON 503', async () => {
    stopDatabase();
    const contact = await requestPage(warm, '/contact').expect(200);
    expect(contact.text).toContain('<div id="root"></div>');
    const api = await request(warm).get('/api/blog').expect(503);
    expect(api.body.error.code).toBe('service_unavailable');
  });
});
