import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../testing/test-app.ts';

// The real limits (RATE_LIMIT_SCALE 1), on the database store shared by every process.
const t = setupTestApp({ env: { RATE_LIMIT_SCALE: '1' } });

describe('abuse limits', () => {
  it('allows 10 sign-in attempts per account in 15 minutes, then answers 429 with Retry-After', async () => {
    const email = 'target@example.com';
    for (let i = 0; i < 10; i++) {
      await request(t.callback)
        .post('/api/auth/login')
        .send({ email, password: `guess-${i}` })
        .expect(401);
    }
    const res = await request(t.callback)
      .post('/api/auth/login')
      .send({ email, password: 'guess-10' })
      .expect(429);
    expect(res.body.error.code).toBe('too_many_requests');
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account from the same address is still allowed (the per-IP limit is higher).
    await request(t.callback)
      .post('/api/auth/login')
      .send({ email: 'other@example.com', password: 'x' })
      .expect(401);
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
