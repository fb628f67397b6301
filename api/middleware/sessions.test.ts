import bodyParser from '@koa/bodyparser';
import Router from '@koa/router';
import Koa from 'koa';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { adminSessionCookie, cookiesFrom, signUpAndVerify } from '../testing/accounts.ts';
import { setupTestApp, TEST_SESSION_SECRET } from '../testing/test-app.ts';
import { actorOf, currentAdmin, endSession, loadActor, requireAdmin, startAdminSession } from './auth.ts';
import { errorHandler } from './errors.ts';
import { createSessions, SESSION_COOKIES } from './sessions.ts';

const t = setupTestApp();
const me = (app: Parameters<typeof request>[0], cookie: string) =>
  request(app).get('/api/auth/user').set('Cookie', cookie);
const setCookies = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[]) ?? [];

describe('user sessions', () => {
  it('work across two API processes on one database', async () => {
    const account = await signUpAndVerify(t);
    const second = t.makeApp().callback();
    await me(second, account.cookie).expect(200);
    await request(second).post('/api/auth/logout').set('Cookie', account.cookie).expect(200);
    await me(t.callback, account.cookie).expect(200, 'null');
  });

  it('roll: each personal answer pushes the cookie 30 days ahead; shared-cacheable answers set no cookie', async () => {
    const account = await signUpAndVerify(t);
    const personal = await me(t.callback, account.cookie).expect(200);
    expect(setCookies(personal).some((c) => c.startsWith(`${SESSION_COOKIES.user}=`))).toBe(true);
    const shared = await request(t.callback).get('/api/beaches').set('Cookie', account.cookie).expect(200);
    expect(shared.headers['cache-control']).toMatch(/public/);
    expect(shared.headers['set-cookie']).toBeUndefined();
  });

  it('write an unchanged session back at most hourly, yet keep a 30-day expiry in the database', async () => {
    const account = await signUpAndVerify(t);
    const sid = /ddb\.sid=([^;]+)/.exec(account.cookie)?.[1];
    const stored = async () =>
      new Date((await t.db.knex('sessions').where({ sid }).first()).expiresAt).getTime();
    const first = await stored();
    await me(t.callback, account.cookie).expect(200);
    expect(await stored()).toBe(first);
    const twoHoursAgo = first - 2 * 3600_000;
    await t.db
      .knex('sessions')
      .where({ sid })
      .update({ expiresAt: new Date(twoHoursAgo) });
    await me(t.callback, account.cookie).expect(200);
    expect((await stored()) - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
  });

  it('ignore a cookie whose signature does not match', async () => {
    const account = await signUpAndVerify(t);
    const forged = account.cookie.replace(/ddb\.sid\.sig=[^;]+/, 'ddb.sid.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await me(t.callback, forged).expect(200, 'null');
  });

  it('are Secure in production (behind an HTTPS proxy)', async () => {
    const production = t
      .makeApp({
        NODE_ENV: 'production',
        SESSION_SECRET: TEST_SESSION_SECRET,
        PUBLIC_URL: 'https://dogs.example',
        TRUST_PROXY: '1',
        TRUSTED_PROXIES: '127.0.0.1, ::1',
      })
      .callback();
    const account = await signUpAndVerify(t);
    const res = await request(production)
      .post('/api/auth/login')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: account.email, password: account.password })
      .expect(200);
    const cookie = setCookies(res).find((c) => c.startsWith(`${SESSION_COOKIES.user}=`));
    expect(cookie).toMatch(/;\s*secure/i);
    expect(cookie).toMatch(/httponly/i);
  });

  it('need SESSION_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(loadConfig({ NODE_ENV: 'development' }).sessionSecretGenerated).toBe(true);
  });
});

/** A small app with the admin side of the session machinery (the admin API is built elsewhere). */
function adminApp() {
  const app = new Koa();
  app.use(errorHandler());
  app.use(bodyParser());
  const sessions = createSessions(app, t.db.knex, t.config);
  // The admin guard asks the session store whether a user's cookie is a live session.
  app.context.services = { sessionStore: sessions.store } as unknown as typeof app.context.services;
  app.use(sessions.middleware);
  app.use(loadActor());
  const router = new Router();
  router.get('/api/whoami', (ctx) => {
    ctx.body = { kind: actorOf(ctx).kind };
  });
  router.post('/api/admin/login', async (ctx) => {
    await startAdminSession(ctx, (ctx.request.body as { adminId: number }).adminId);
    ctx.body = { ok: true };
  });
  router.get('/api/admin/me', requireAdmin(), (ctx) => {
    ctx.body = { id: currentAdmin(ctx)?.id };
  });
  router.post('/api/admin/logout', (ctx) => {
    endSession(ctx);
    ctx.body = { ok: true };
  });
  app.use(router.routes());
  return app.callback();
}

describe('admin sessions', () => {
  it('use their own cookie and rows, and grant nothing on the visitor side', async () => {
    const app = adminApp();
    const [{ id: adminId }] = await t.db
      .knex('admins')
      .insert({ username: 'harbour', passwordHash: 'x' })
      .returning('id');
    const login = await request(app).post('/api/admin/login').send({ adminId }).expect(200);
    const adminCookie = cookiesFrom(login);
    expect(adminCookie).toMatch(new RegExp(`^${SESSION_COOKIES.admin.replace(/\./g, '\\.')}=`));
    const sid = new RegExp(`${SESSION_COOKIES.admin.replace(/\./g, '\\.')}=([^;]+)`).exec(adminCookie)?.[1];
    expect((await t.db.knex('sessions').where({ sid }).first()).kind).toBe('admin');

    expect((await request(app).get('/api/admin/me').set('Cookie', adminCookie).expect(200)).body).toEqual({
      id: adminId,
    });
    expect((await request(app).get('/api/whoami').set('Cookie', adminCookie).expect(200)).body).toEqual({
      kind: 'visitor',
    });

    // A user's session opens nothing on the admin side (403: signed in, but not an admin), and
    // an admin's sign-out leaves it alone.
    const account = await signUpAndVerify(t);
    await request(app).get('/api/admin/me').set('Cookie', account.cookie).expect(403);
    const both = `${account.cookie}; ${adminCookie}`;
    const logout = await request(app).post('/api/admin/logout').set('Cookie', both).expect(200);
    expect(setCookies(logout).every((c) => !c.startsWith(`${SESSION_COOKIES.user}=`))).toBe(true);
    await request(app).get('/api/admin/me').set('Cookie', adminCookie).expect(401);
    expect((await request(app).get('/api/whoami').set('Cookie', account.cookie)).body).toEqual({
      kind: 'user',
    });
  });

  it('made by the test helper are accepted like real ones', async () => {
    const cookie = await adminSessionCookie(t);
    await request(adminApp()).get('/api/admin/me').set('Cookie', cookie).expect(200);
  });
});
