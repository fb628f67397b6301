/**
 * The client address every per-IP limit keys on: with TRUST_PROXY=N only the last N entries of
 * X-Forwarded-For (written by our own proxies) count, and only on a connection from one of them
 * (TRUSTED_PROXIES), so a client cannot pick its address; an IPv6 client is its /64 (issue #27 §4).
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { clientKey, LOOPBACK_PROXIES } from './client-address.ts';

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

/** Answers every page request with the address, protocol and host the app believes in. */
const echo = async (ctx: Koa.Context) => {
  ctx.body = { ip: ctx.ip, protocol: ctx.protocol, host: ctx.host };
};
const whoAmI = (app: Koa, headers: Record<string, string>) =>
  request(app.callback()).get('/who-am-i').set(headers).expect(200);

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

  it('trusts the last TRUST_PROXY hops and X-Forwarded-Proto behind a proxy', async () => {
    const res = await whoAmI(t.makeApp({ TRUST_PROXY: '2' }, { frontend: echo }), {
      'X-Forwarded-For': '1.2.3.4, 5.6.7.8, 10.0.0.2',
      'X-Forwarded-Proto': 'https',
    });
    expect(res.body).toMatchObject({ ip: '5.6.7.8', protocol: 'https' });
  });

  it('believes forwarded headers only on a connection from a TRUSTED_PROXIES address', async () => {
    const forwarded = {
      'X-Forwarded-For': '5.6.7.8',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example',
    };
    // supertest connects from loopback: listed, it is our proxy; not listed, it is a stranger.
    const proxied = await whoAmI(
      t.makeApp({ TRUST_PROXY: '1', TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1, ::1' }, { frontend: echo }),
      forwarded,
    );
    expect(proxied.body).toEqual({ ip: '5.6.7.8', protocol: 'https', host: 'evil.example' });
    const direct = t.makeApp(
      { TRUST_PROXY: '1', TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::/32' },
      { frontend: echo },
    );
    const stranger = await whoAmI(direct, forwarded);
    expect(stranger.body.ip).not.toBe('5.6.7.8');
    expect(stranger.body.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(stranger.body).toMatchObject({ protocol: 'http', host: expect.not.stringContaining('evil') });
    // So a client that reaches the server directly cannot take a fresh address for each request.
    const statuses = await loginStatuses(direct.callback(), (i) => `10.6.${i}.1`);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 as another', async () => {
    const statuses = await loginStatuses(t.callback, (i) => `2001:db8:1:2:${i.toString(16)}::${i + 1}`);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    // The same /64 spelt out in full is still that client...
    await request(t.callback)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '2001:0db8:0001:0002:0000:0000:0000:00ff')
      .send({ email: 'same-network@example.com', password: 'wrong-password-1' })
      .expect(429);
    // ...and the next /64 along is not.
    await request(t.callback)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '2001:db8:1:3::1')
      .send({ email: 'next-network@example.com', password: 'wrong-password-1' })
      .expect(401);
  });

  it('keys an IPv4 address as itself, also IPv4-mapped, and an IPv6 one by its /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:0000:0000:0000:0002')).toBe('2001:db8:1:2::/64');
    // "::" expanded before the first four groups are taken, wherever it stands.
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8::1:2:3:4')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1:2:3:4:5')).toBe('0:0:0:1::/64');
    expect(clientKey('::')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('64:ff9b::203.0.113.9')).toBe('64:ff9b:0:0::/64');
    // Not an address: only a misbehaving proxy of ours could send it; kept, cut short.
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('x'.repeat(500))).toHaveLength(100);
  });

  it('defaults to 0 hops and loopback proxies, and refuses to guess in production', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://x.example',
    };
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({
      TRUST_PROXY: 0,
      TRUSTED_PROXIES: LOOPBACK_PROXIES,
    });
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).TRUSTED_PROXIES).toEqual(LOOPBACK_PROXIES);
    expect(() => loadConfig(production)).toThrow(/TRUST_PROXY: required in production/);
    expect(loadConfig({ ...production, TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
    expect(() => loadConfig({ ...production, TRUST_PROXY: '1' })).toThrow(
      /TRUSTED_PROXIES: required in production/,
    );
    expect(
      loadConfig({ ...production, TRUST_PROXY: '1', TRUSTED_PROXIES: ' 172.30.57.10 , 2001:db8::/64,' }),
    ).toMatchObject({ TRUST_PROXY: 1, TRUSTED_PROXIES: ['172.30.57.10', '2001:db8::/64'] });
    for (const bad of ['caddy', '10.0.0.0/33', '10.0.0.1/8/8', 'fe80::1%eth0', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: '1', TRUSTED_PROXIES: bad })).toThrow(
        /TRUSTED_PROXIES: .*not an IP/,
      );
    }
    // Addresses of proxies with no proxy trusted: a mistake, not a setting.
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1' })).toThrow(
      /TRUSTED_PROXIES: set, but TRUST_PROXY is 0/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
  });
});
