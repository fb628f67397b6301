import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { signUpAndVerify } from '../testing/accounts.ts';
import { setupTestApp, TEST_SESSION_SECRET } from '../testing/test-app.ts';
import { approvedRoute } from '../testing/walking-routes.ts';
import { SESSION_COOKIES } from './sessions.ts';

const t = setupTestApp();
// Behind one proxy on this machine (supertest connects from loopback), as production must say.
const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: TEST_SESSION_SECRET,
  LOG_LEVEL: 'silent',
  TRUST_PROXY: '1',
  TRUSTED_PROXIES: '127.0.0.1, ::1',
};
const sessionCookie = (res: request.Response) =>
  ((res.headers['set-cookie'] as unknown as string[] | undefined) ?? []).find((c) =>
    c.startsWith(`${SESSION_COOKIES.user}=`),
  );

describe('production over plain http', () => {
  it('is refused at start-up unless PUBLIC_URL is https or ALLOW_INSECURE_HTTP is set', () => {
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL: must be https/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://dogs.example' })).toThrow(
      /ALLOW_INSECURE_HTTP=1/,
    );
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://dogs.example' }).ALLOW_INSECURE_HTTP).toBe(false);
    const trial = loadConfig({ ...production, PUBLIC_URL: 'http://dogs.example', ALLOW_INSECURE_HTTP: '1' });
    expect(trial.ALLOW_INSECURE_HTTP).toBe(true);
    // Development and tests are never asked for https.
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toMatch(/^http:/);
  });

  it('answers a sign-in that arrives without X-Forwarded-Proto: https with a JSON 400, not a bare 500', async () => {
    const app = t.makeApp({ ...production, PUBLIC_URL: 'https://dogs.example' }).callback();
    const account = await signUpAndVerify(t);
    const credentials = { email: account.email, password: account.password };
    const res = await request(app).post('/api/auth/login').send(credentials).expect(400);
    expect(res.body.error).toEqual({
      code: 'https_required',
      message: expect.stringContaining('X-Forwarded-Proto'),
    });
    expect(res.body.error.message).toContain('TRUST_PROXY');
    expect(sessionCookie(res)).toBeUndefined();
    // The same sign-in through a proxy that says https works, with a Secure cookie.
    const secure = await request(app)
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send(credentials)
      .expect(200);
    expect(sessionCookie(secure)).toMatch(/;\s*secure/i);
  });

  it('signs in over http with ALLOW_INSECURE_HTTP=1, with a cookie that is not Secure', async () => {
    const app = t
      .makeApp({ ...production, PUBLIC_URL: 'http://trial.example', ALLOW_INSECURE_HTTP: '1' })
      .callback();
    const account = await signUpAndVerify(t);
    const res = await request(app)
      .post('/api/auth/login')
      .send({ email: account.email, password: account.password })
      .expect(200);
    expect(sessionCookie(res)).toBeDefined();
    expect(sessionCookie(res)).not.toMatch(/secure/i);
  });

  it('gives a visitor idempotency scope over http on a trial, and asks for https otherwise', async () => {
    const rating = { rating: 4, raterName: 'Sam' };
    const beach = await t.db.knex('beaches').where({ slug: 'croyde-beach' }).first('id');
    const route = { id: await approvedRoute(t, beach.id) };
    const trial = t
      .makeApp({ ...production, PUBLIC_URL: 'http://trial.example', ALLOW_INSECURE_HTTP: '1' })
      .callback();
    const res = await request(trial)
      .post(`/api/routes/${route.id}/rate`)
      .set('Idempotency-Key', '3b0f7c1e-8a2d-4c55-9f31-2e6d1a7b9c40')
      .send(rating)
      .expect(201);
    expect(String(res.headers['set-cookie'])).not.toMatch(/secure/i);
    const strict = t.makeApp({ ...production, PUBLIC_URL: 'https://dogs.example' }).callback();
    const refused = await request(strict)
      .post(`/api/routes/${route.id}/rate`)
      .set('Idempotency-Key', '5c1e2f3a-9b4d-4e6f-8a7b-1c2d3e4f5a6b')
      .send(rating)
      .expect(400);
    expect(refused.body.error.code).toBe('https_required');
  });
});
