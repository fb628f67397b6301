/**
 * The client address every per-IP limit keys on: with TRUST_PROXY=N only the last N entries of
 * X-Forwarded-For (written by our own proxies) count, so a client cannot pick its address.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { setupTestApp } from '../testing/test-app.ts';

const t = setupTestApp({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' } });

/** 35 failed sign-ins (30 allowed per address), each for a new email so no per-account limit applies. */
async function loginStatuses(app: Parameters<typeof request>[0], forwardedFor: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < 35; i++) {
    const res = await request(app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', forwardedFor(i))
      .send({
        email: `nobody-${forwardedFor(i).replace(/\W/g, '')}-${i}@example.com`,
        password: 'wrong-password-1',
      });
    statuses.push(res.status);
  }
  return statuses;
}

function contextFor(app: ReturnType<typeof t.makeApp>, headers: Record<string, string>) {
  const req = new IncomingMessage(new Socket());
  req.headers = headers;
  return app.createContext(req, new ServerResponse(req));
}

describe('client address', () => {
  it('is the address the nearest trusted proxy saw, so fresh leftmost values cannot dodge a limit', async () => {
    const statuses = await loginStatuses(t.callback, (i) => `10.9.${i}.1, 5.6.7.8`);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    // Another client behind the same proxy is not limited.
    await request(t.callback)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '5.6.7.8, 5.6.7.9')
      .send({ email: 'someone-else@example.com', password: 'wrong-password-1' })
      .expect(401);
  });

  it('ignores X-Forwarded-For and X-Forwarded-Proto entirely with TRUST_PROXY=0', async () => {
    const direct = t.makeApp({ TRUST_PROXY: '0' });
    const ctx = contextFor(direct, { 'x-forwarded-for': '1.2.3.4, 5.6.7.8', 'x-forwarded-proto': 'https' });
    expect(ctx.ips).toEqual([]);
    expect(ctx.ip).not.toBe('5.6.7.8');
    expect(ctx.protocol).toBe('http');
    // Every request comes from the socket's address, whatever the header says.
    const statuses = await loginStatuses(direct.callback(), (i) => `10.8.${i}.1, 10.7.${i}.1`);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });

  it('trusts the last TRUST_PROXY hops and X-Forwarded-Proto behind a proxy', () => {
    const ctx = contextFor(t.makeApp({ TRUST_PROXY: '2' }), {
      'x-forwarded-for': '1.2.3.4, 5.6.7.8, 10.0.0.2',
      'x-forwarded-proto': 'https',
    });
    expect(ctx.ip).toBe('5.6.7.8');
    expect(ctx.protocol).toBe('https');
  });

  it('defaults to 0 hops, and to 1 in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(0);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), PUBLIC_URL: 'https://x.example' })
        .TRUST_PROXY,
    ).toBe(1);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        PUBLIC_URL: 'https://x.example',
        TRUST_PROXY: '0',
      }).TRUST_PROXY,
    ).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });
});
