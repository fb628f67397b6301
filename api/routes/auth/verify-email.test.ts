/** Email verification links (spec §4): single use, expiring, and never a way into someone else's session. */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  cookiesFrom,
  mailedLinkPath,
  registration,
  signUpAndVerify,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const post = (path: string, body: object, cookie = '') =>
  request(t.callback).post(path).set('Cookie', cookie).send(body);
const user = (email: string) =>
  t.db.knex('users').whereRaw('lower(email) = ?', [email.toLowerCase()]).first();

describe('GET /api/auth/verify-email', () => {
  it('verifies once, signs the visitor in and redirects home saying only that', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', registration(email, { firstName: 'Élodie' })).expect(201);
    const link = await mailedLinkPath(t, email);
    const res = await request(t.callback).get(link).expect(302);
    const location = new URL(res.headers.location, 'http://x');
    expect(location.pathname).toBe('/');
    // No name or address in the URL: the PWA asks /api/auth/user who is signed in.
    expect(Object.fromEntries(location.searchParams)).toEqual({ verified: 'true' });
    const me = await request(t.callback).get('/api/auth/user').set('Cookie', cookiesFrom(res)).expect(200);
    expect(me.body).toMatchObject({ email, firstName: 'Élodie', emailVerified: true });

    const again = await request(t.callback).get(link).expect(302);
    const failed = new URL(again.headers.location, 'http://x');
    expect(Object.fromEntries(failed.searchParams)).toEqual({
      verified: 'false',
      error: 'invalid_or_expired',
    });
  });

  it('answers with an error code, never text, without a token', async () => {
    for (const path of ['/api/auth/verify-email', '/api/auth/verify-email?token=']) {
      const res = await request(t.callback).get(path).expect(302);
      const location = new URL(res.headers.location, 'http://x');
      expect(Object.fromEntries(location.searchParams)).toEqual({
        verified: 'false',
        error: 'missing_token',
      });
    }
  });

  it("verifies someone else's address without signing the visitor in as them", async () => {
    const alice = await signUpAndVerify(t, { firstName: 'Alice' });
    const eveEmail = uniqueEmail('eve');
    await post('/api/auth/register', registration(eveEmail, { firstName: 'Eve' })).expect(201);
    const evesLink = await mailedLinkPath(t, eveEmail);

    const res = await request(t.callback).get(evesLink).set('Cookie', alice.cookie).expect(302);
    const location = new URL(res.headers.location, 'http://x');
    expect(Object.fromEntries(location.searchParams)).toEqual({ verified: 'true', otherAccount: '1' });
    expect(res.headers.location).not.toContain('eve');
    // The browser keeps Alice's session (a rolled cookie carries the same session id).
    const sid = (cookie: string) => /ddb\.sid=([^;]+)/.exec(cookie)?.[1];
    const browser = cookiesFrom(res) || alice.cookie;
    expect(sid(browser)).toBe(sid(alice.cookie));
    const me = await request(t.callback).get('/api/auth/user').set('Cookie', browser).expect(200);
    expect(me.body).toMatchObject({ id: alice.id, firstName: 'Alice' });
    // Eve's address is verified all the same: she can sign in.
    expect((await user(eveEmail)).emailVerified).toBe(true);
    const eve = await post('/api/auth/login', { email: eveEmail, password: TEST_PASSWORD }).expect(200);
    expect(eve.body.user.email).toBe(eveEmail);
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', registration(email)).expect(201);
    const link = await mailedLinkPath(t, email);
    await t.db
      .knex('users')
      .where({ email })
      .update({ verificationTokenExpiresAt: new Date(Date.now() - 1000) });
    const res = await request(t.callback).get(link).expect(302);
    expect(res.headers.location).toBe('/?verified=false&error=invalid_or_expired');
    expect((await user(email)).emailVerified).toBe(false);
  });
});
