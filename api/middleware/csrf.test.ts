/**
 * Issue #27, item 10: cross-site posts to both logouts and to the admin's retention run were
 * accepted (they have no body, so the content-type rule never applied). Every state-changing API
 * request a browser sends from another site is refused now, whatever its body.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminSessionCookie, signUpAndVerify } from '../testing/accounts.ts';
import { setupTestApp } from '../testing/test-app.ts';

const t = setupTestApp();
const EVIL = 'https://evil.example';

describe('a state-changing request from another site', () => {
  it('cannot sign a visitor out', async () => {
    const user = await signUpAndVerify(t);
    const res = await request(t.callback)
      .post('/api/auth/logout')
      .set('Cookie', user.cookie)
      .set('Origin', EVIL)
      .expect(403);
    expect(res.body.error.code).toBe('cross_site_request');
    await request(t.callback).get('/api/auth/user').set('Cookie', user.cookie).expect(200);
  });

  it('cannot sign an admin out or run the retention job', async () => {
    const admin = await adminSessionCookie(t);
    for (const path of ['/api/admin/jobs/retention/run', '/api/admin/logout']) {
      await request(t.callback).post(path).set('Cookie', admin).set('Origin', EVIL).expect(403);
      await request(t.callback)
        .post(path)
        .set('Cookie', admin)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
    }
    await request(t.callback).get('/api/admin/me').set('Cookie', admin).expect(200);
    expect(await t.db.knex('admin_audit_log').where({ action: 'run-job' }).first()).toBeUndefined();
  });

  it('is refused with "null" as its origin (a sandboxed frame)', async () => {
    const user = await signUpAndVerify(t);
    await request(t.callback)
      .delete('/api/feedback/1')
      .set('Cookie', user.cookie)
      .set('Origin', 'null')
      .expect(403);
  });
});

describe('a request from our own pages', () => {
  it('is accepted from the configured public address and from the host it was sent to', async () => {
    const user = await signUpAndVerify(t);
    await request(t.callback)
      .post('/api/auth/logout')
      .set('Cookie', user.cookie)
      .set('Origin', t.config.PUBLIC_URL)
      .expect(200);
    const again = await signUpAndVerify(t);
    await request(t.callback)
      .post('/api/auth/logout')
      .set('Host', 'beaches.example:8443')
      .set('Origin', 'https://beaches.example:8443')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', again.cookie)
      .expect(200);
  });

  it('still sends its body as JSON or multipart', async () => {
    const res = await request(t.callback)
      .post('/api/auth/login')
      .set('Origin', t.config.PUBLIC_URL)
      .set('Content-Type', 'text/plain')
      .send('{"email":"a@example.com","password":"x"}')
      .expect(415);
    expect(res.body.error.code).toBe('unsupported_media_type');
  });
});
