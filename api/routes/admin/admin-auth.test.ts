/**
 * Admin sign-in and the admin API's guard (issue #13 items 1–2): the spec's messages, abuse
 * limits, lastLoginAt, deactivated admins, and 401/403 for everyone who is not an admin.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ensureFirstAdmin } from '../../services/admin-accounts.ts';
import { signUpAndVerify } from '../../testing/accounts.ts';
import { signInNewAdmin, TEST_ADMIN_PASSWORD } from '../../testing/admins.ts';
import { listApiRoutes } from '../../testing/security/route-list.ts';
import { setupTestApp, TEST_SESSION_SECRET } from '../../testing/test-app.ts';

const t = setupTestApp();

describe('POST /api/admin/login', () => {
  it('signs a real admin in, keeps lastLoginAt and answers /me with the name', async () => {
    const admin = await signInNewAdmin(t, 'Morwenna Admin');
    const me = await request(t.callback).get('/api/admin/me').set('Cookie', admin.cookie).expect(200);
    expect(me.body).toMatchObject({ username: admin.username, name: 'Morwenna Admin' });
    expect(Date.now() - Date.parse(me.body.lastLoginAt)).toBeLessThan(60_000);
    expect(me.headers['cache-control']).toBe('private, no-store');
  });

  it('refuses a wrong password or an unknown username with one message, and sets no cookie', async () => {
    const admin = await signInNewAdmin(t);
    for (const body of [
      { username: admin.username, password: 'wrong-password!' },
      { username: 'nobody-here', password: TEST_ADMIN_PASSWORD },
    ]) {
      const res = await request(t.callback).post('/api/admin/login').send(body).expect(401);
      expect(res.body.error.message).toBe('Invalid username or password');
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it("answers an empty form with the spec's messages", async () => {
    const res = await request(t.callback)
      .post('/api/admin/login')
      .send({ username: ' ', password: '' })
      .expect(400);
    expect(res.body.error.fields).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('refuses a deactivated admin, and a deactivated admin’s open session gets 403', async () => {
    const admin = await signInNewAdmin(t);
    await t.db.knex('admins').where({ id: admin.id }).update({ isActive: false });
    await request(t.callback).get('/api/admin/me').set('Cookie', admin.cookie).expect(403);
    const res = await request(t.callback)
      .post('/api/admin/login')
      .send({ username: admin.username, password: admin.password })
      .expect(403);
    expect(res.body.error.message).toMatch(/deactivated/);
  });

  it('logout ends the admin session but not a user session in the same browser', async () => {
    const admin = await signInNewAdmin(t);
    const user = await signUpAndVerify(t);
    const both = `${admin.cookie}; ${user.cookie}`;
    await request(t.callback).post('/api/admin/logout').set('Cookie', both).expect(200);
    await request(t.callback).get('/api/admin/me').set('Cookie', admin.cookie).expect(401);
    await request(t.callback).get('/api/auth/user').set('Cookie', user.cookie).expect(200);
  });
});

describe('the guard in front of every admin route', () => {
  const routes = listApiRoutes(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: TEST_SESSION_SECRET })).filter(
    (r) => /^\/api\/(admin|upload)\//.test(r.path) && !/\/(login|logout)$/.test(r.path),
  );
  const urlOf = (path: string) => path.replace(/:(\w+)/g, '1');

  it('covers every admin route but sign-in and sign-out', () => {
    expect(routes.map((r) => r.key)).toContain('GET /api/admin/me');
  });

  it('answers 401 signed out, 403 to a user and 403 to a deactivated admin, on every admin route', async () => {
    const user = await signUpAndVerify(t);
    const inactive = await signInNewAdmin(t);
    await t.db.knex('admins').where({ id: inactive.id }).update({ isActive: false });
    for (const route of routes) {
      const send = (cookie?: string) => {
        const req = request(t.callback)[route.method.toLowerCase() as 'get'](urlOf(route.path));
        return cookie ? req.set('Cookie', cookie) : req;
      };
      expect((await send()).status, `${route.key} signed out`).toBe(401);
      expect((await send(user.cookie)).status, `${route.key} as a user`).toBe(403);
      expect((await send(inactive.cookie)).status, `${route.key} as a deactivated admin`).toBe(403);
    }
  });
});

describe('the first admin', () => {
  it('is made once, from ADMIN_USERNAME and ADMIN_PASSWORD, and can sign in', async () => {
    await t.db.knex('admin_audit_log').delete();
    await t.db.knex('admins').delete();
    const env = { ADMIN_USERNAME: 'harbourmaster', ADMIN_PASSWORD: 'salt-and-seaweed-42' };
    expect(await ensureFirstAdmin(t.db.knex, env)).toEqual({
      created: true,
      username: 'harbourmaster',
      generatedPassword: undefined,
    });
    expect(await ensureFirstAdmin(t.db.knex, env)).toEqual({ created: false });
    await request(t.callback)
      .post('/api/admin/login')
      .send({ username: 'harbourmaster', password: 'salt-and-seaweed-42' })
      .expect(200);
  });

  it('gets a generated password, which signs in, when none is configured', async () => {
    await t.db.knex('admins').delete();
    const outcome = await ensureFirstAdmin(t.db.knex, {});
    expect(outcome.username).toBe('admin');
    expect(outcome.generatedPassword).toMatch(/^[A-Za-z0-9]{24}$/);
    await request(t.callback)
      .post('/api/admin/login')
      .send({ username: 'admin', password: outcome.generatedPassword })
      .expect(200);
  });
});
