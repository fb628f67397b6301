import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, loginDelayMs } from '../../middleware/rate-limit.ts';
import { signUpAndVerify } from '../../testing/accounts.ts';
import { setupTestApp } from '../../testing/test-app.ts';

// The real limits (RATE_LIMIT_SCALE 1), on the database store shared by every process; one
// trusted proxy hop, so X-Forwarded-For stands for the client's address.
const t = setupTestApp({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' } });

const login = (ip: string, email: string, password: string) =>
  request(t.callback).post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

describe('abuse limits', () => {
  it('allows 10 failed sign-ins per account from one address in 15 minutes, then answers 429 with Retry-After', async () => {
    const email = 'target@example.com';
    for (let i = 0; i < 10; i++) await login('198.51.100.1', email, `guess-${i}`).expect(401);
    const res = await login('198.51.100.1', email, 'guess-10').expect(429);
    expect(res.body.error.code).toBe('too_many_requests');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account from the same address is still allowed (the per-IP limit is higher).
    await login('198.51.100.1', 'other@example.com', 'x').expect(401);
  });

  it("never locks the owner out: failures from an attacker's address stop that address only", async () => {
    const alice = await signUpAndVerify(t);
    const attacker = '203.0.113.7';
    for (let i = 0; i < 12; i++) {
      await login(attacker, alice.email, `guess-${i}`).expect(i < 10 ? 401 : 429);
    }
    const owner = await login('192.0.2.44', alice.email, alice.password).expect(200);
    expect(owner.body.user.email).toBe(alice.email);
    // The attacker's address stays limited for this account, even with the right password.
    await login(attacker, alice.email, alice.password).expect(429);
  });

  it('slows down guesses at one account from many addresses instead of locking it', async () => {
    const bob = await signUpAndVerify(t);
    // 20 failures from two addresses: 10 past the point where answers start to slow down.
    for (const ip of ['10.1.0.1', '10.1.0.2']) {
      for (let i = 0; i < 10; i++) await login(ip, bob.email, `guess-${i}`).expect(401);
    }
    const started = Date.now();
    await login('10.1.0.3', bob.email, 'guess-x').expect(401);
    expect(loginDelayMs(20)).toBeGreaterThan(300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(loginDelayMs(20) - 20);
    // Still no lock: the owner gets in (after the same wait).
    await login('10.1.0.5', bob.email, bob.password).expect(200);
  });

  it('counts failures only, and forgives an address its typos once it signs in', async () => {
    const carol = await signUpAndVerify(t);
    const ip = '192.0.2.99';
    for (let i = 0; i < 9; i++) await login(ip, carol.email, `typo-${i}`).expect(401);
    // Not failures: a malformed attempt and a correct one.
    await login(ip, carol.email, '').expect(400);
    await login(ip, carol.email, carol.password).expect(200);
    for (let i = 0; i < 10; i++) await login(ip, carol.email, `typo-again-${i}`).expect(401);
    await login(ip, carol.email, 'one-too-many').expect(429);
  });

  it('keeps a per-address limit across accounts', async () => {
    const ip = '198.51.100.200';
    for (let i = 0; i < LOGIN_LIMITS.perIp; i++) {
      await login(ip, `someone-${i}@example.com`, 'x').expect(401);
    }
    await login(ip, 'someone-else@example.com', 'x').expect(429);
  });

  it('waits longer the more an account has failed, up to a few seconds', () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(10)).toBe(0);
    expect(loginDelayMs(55)).toBe(1500);
    expect(loginDelayMs(100)).toBe(LOGIN_LIMITS.maxDelayMs);
    expect(loginDelayMs(10_000)).toBe(LOGIN_LIMITS.maxDelayMs);
    // Tests' scaled-up limits never slow anyone down.
    expect(loginDelayMs(500, 1000)).toBe(0);
  });

  it('counts across API processes: a second app on the same database shares the counters', async () => {
    const other = t.makeApp({ RATE_LIMIT_SCALE: '1' }).callback();
    const email = 'shared@example.com';
    for (let i = 0; i < 5; i++) {
      await request(t.callback).post('/api/auth/request-password-reset').send({ email }).expect(200);
    }
    await request(other).post('/api/auth/request-password-reset').send({ email }).expect(429);
  });

  it('limits by IP address too, with the in-memory store', async () => {
    const app = t.makeApp({ RATE_LIMIT_SCALE: '0.1', RATE_LIMIT_STORE: 'memory' }).callback();
    // register: 20 per hour per IP, scaled to 2.
    const body = (n: number) => ({ email: `ip-${n}@example.com`, password: 'x', confirmPassword: 'y' });
    await request(app).post('/api/auth/register').send(body(1)).expect(400);
    await request(app).post('/api/auth/register').send(body(2)).expect(400);
    const res = await request(app).post('/api/auth/register').send(body(3)).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
  });
});
