/**
 * Email verification links (spec §4): single use, expiring, and never a way into a session: the
 * link proves the mailbox, the password proves the person (issue #27 item 10, login CSRF).
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  cookiesFrom,
  mailedLinkPath,
  registration,
  signUpAndVerify,
  TEST_PASSWORD,
  uniqueEmail,
  userSessionCookie,
} from '../../testing/accounts.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const post = (path: string, body: object, cookie = '') =>
  request(t.callback).post(path).set('Cookie', cookie).send(body);
const user = (email: string) =>
  t.db.knex('users').whereRaw('lower(email) = ?', [email.toLowerCase()]).first();

describe('GET /api/auth/verify-email', () => {
  it('verifies once and redirects home saying only that; the owner then signs in', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', registration(email, { firstName: 'Élodie' })).expect(201);
    const link = await mailedLinkPath(t, email);
    const res = await request(t.callback).get(link).expect(302);
    const location = new URL(res.headers.location, 'http://x');
    expect(location.pathname).toBe('/');
    // No name or address in the URL: the PWA asks /api/auth/user who is signed in.
    expect(Object.fromEntries(location.searchParams)).toEqual({ verified: 'true' });
    expect((await user(email)).emailVerified).toBe(true);
    const signedIn = await post('/api/auth/login', { email, password: TEST_PASSWORD }).expect(200);
    const me = await request(t.callback)
      .get('/api/auth/user')
      .set('Cookie', cookiesFrom(signedIn))
      .expect(200);
    expect(me.body).toMatchObject({ email, firstName: 'Élodie', emailVerified: true });

    const again = await request(t.callback).get(link).expect(302);
    const failed = new URL(again.headers.location, 'http://x');
    expect(Object.fromEntries(failed.searchParams)).toEqual({
      verified: 'false',
      error: 'invalid_or_expired',
    });
  });

  it("never signs in whoever opens the link: a signed-out visitor sent Eve's own link stays signed out (login CSRF)", async () => {
    const eveEmail = uniqueEmail('eve');
    await post('/api/auth/register', registration(eveEmail, { firstName: 'Eve' })).expect(201);
    const evesLink = await mailedLinkPath(t, eveEmail);
    const visitor = request.agent(t.callback);
    const res = await visitor.get(evesLink).expect(302);
    expect(res.headers.location).toBe('/?verified=true');
    expect(cookiesFrom(res)).toBe('');
    await visitor.get('/api/auth/user').expect(200, 'null');
    expect((await user(eveEmail)).emailVerified).toBe(true);
  });

  it('keeps a session the browser already holds for that same account', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', registration(email)).expect(201);
    const own = await userSessionCookie(t, (await user(email)).id);
    const res = await request(t.callback)
      .get(await mailedLinkPath(t, email))
      .set('Cookie', own)
      .expect(302);
    expect(res.headers.location).toBe('/?verified=true');
    const me = await request(t.callback).get('/api/auth/user').set('Cookie', own).expect(200);
    expect(me.body).toMatchObject({ email, emailVerified: true });
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
