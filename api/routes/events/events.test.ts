import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();

const post = (body: object, headers: Record<string, string> = {}) =>
  request(t.callback).post('/api/events').set(headers).send(body);
const rows = () => t.db.knex('analytics_events').select('*').orderBy('id');

describe('POST /api/events', () => {
  it('stores a page view as the PWA sends it and answers 204', async () => {
    const occurredAt = new Date(Date.now() - 60_000).toISOString();
    const res = await post({ name: 'page_view', path: '/beaches', clientId: 'c-1', occurredAt });
    expect(res.status).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    const row = (await rows()).at(-1);
    expect(row).toMatchObject({ name: 'page_view', path: '/beaches', clientId: 'c-1', userId: null });
    expect(new Date(row.occurredAt).toISOString()).toBe(occurredAt);
  });

  it('stores a search with its category, label and value', async () => {
    await post({ name: 'search', category: 'beach_search', label: 'croyde', value: 3, path: '/' }).expect(
      204,
    );
    const row = (await rows()).at(-1);
    expect(row).toMatchObject({ name: 'search', category: 'beach_search', label: 'croyde' });
    expect(Number(row.value)).toBe(3);
  });

  it('records an event older than 7 days (or from the future) at the time it arrived', async () => {
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    const future = new Date(Date.now() + 3600 * 1000).toISOString();
    for (const occurredAt of [old, future]) {
      await post({ name: 'login', category: 'user_engagement', occurredAt }).expect(204);
      const row = (await rows()).at(-1);
      expect(Math.abs(new Date(row.occurredAt).getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it('stores nothing for a browser that sends DNT: 1 or Sec-GPC: 1', async () => {
    const before = (await rows()).length;
    await post({ name: 'page_view', path: '/' }, { DNT: '1' }).expect(204);
    await post({ name: 'page_view', path: '/' }, { 'Sec-GPC': '1' }).expect(204);
    expect(await rows()).toHaveLength(before);
  });

  it('refuses an unknown event name or oversize fields with a JSON 400, storing nothing', async () => {
    const before = (await rows()).length;
    const bad = await post({ name: 'purchase', path: '/' }).expect(400);
    expect(bad.body.error).toMatchObject({
      code: 'validation_failed',
      fields: { name: [expect.any(String)] },
    });
    const cases = [
      { path: 'p'.repeat(501) },
      { label: 'l'.repeat(201) },
      { category: 'c'.repeat(51) },
      { clientId: 'i'.repeat(65) },
      { value: 'three' },
      { occurredAt: 'yesterday' },
    ];
    for (const change of cases) {
      const res = await post({ name: 'page_view', ...change }).expect(400);
      expect(Object.keys(res.body.error.fields)).toEqual(Object.keys(change));
    }
    await post({}).expect(400);
    expect(await rows()).toHaveLength(before);
  });

  it('takes 120 events a minute from one client: the 121st is a 429 with Retry-After, stored nowhere', async () => {
    // The real limit, behind one proxy (supertest's loopback connection) that says who each client is.
    const app = t.makeApp({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' }).callback();
    const from = (client: string, i: number) =>
      request(app)
        .post('/api/events')
        .set('X-Forwarded-For', client)
        .send({ name: 'search', category: 'beach_search', label: `flood ${i}`, path: '/' });
    const before = (await rows()).length;
    for (let i = 0; i < 120; i++) await from('198.51.100.7', i).expect(204);
    expect(await rows()).toHaveLength(before + 120);
    const refused = await from('198.51.100.7', 120).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(await rows()).toHaveLength(before + 120);
    // Another visitor is not affected.
    await from('198.51.100.8', 0).expect(204);
    expect(await rows()).toHaveLength(before + 121);
  });
});
