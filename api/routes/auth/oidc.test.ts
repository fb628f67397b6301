import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesFrom,
  registration,
  signUpAndVerify,
  uniqueEmail,
  userSessionCookie,
} from '../../testing/accounts.ts';
import { startMockIssuer } from '../../testing/mock-oidc-issuer.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const client = { id: 'devon-dog-beaches', secret: 'client-secret-for-tests' };
let issuer: Awaited<ReturnType<typeof startMockIssuer>>;
let app: ReturnType<ReturnType<typeof t.makeApp>['callback']>;

beforeAll(async () => {
  issuer = await startMockIssuer(client);
  app = t
    .makeApp({ OIDC_ISSUER: issuer.url, OIDC_CLIENT_ID: client.id, OIDC_CLIENT_SECRET: client.secret })
    .callback();
});
afterAll(() => issuer?.close());

/** /api/login → the provider approves → /api/callback, as a browser would follow them. */
async function signInAtProvider(returnTo = '/profile', tamper?: (callback: URL) => void) {
  const start = await request(app)
    .get(`/api/login?returnTo=${encodeURIComponent(returnTo)}`)
    .expect(302);
  const authorize = new URL(start.headers.location);
  const approved = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(approved.headers.get('location') ?? '');
  tamper?.(callback);
  const done = await request(app)
    .get(`${callback.pathname}${callback.search}`)
    .set('Cookie', cookiesFrom(start))
    .expect(302);
  return { start, authorize, done, cookie: cookiesFrom(done) };
}

describe('GET /api/login with an OpenID Connect provider', () => {
  it('signs a new visitor in with PKCE, state and nonce, creating their account', async () => {
    issuer.state.nextUser = {
      sub: 'sub-new',
      email: 'pat@example.com',
      email_verified: true,
      given_name: 'Pat',
      family_name: 'Cove',
    };
    const { authorize, done, cookie } = await signInAtProvider('/community/upload');
    expect(authorize.origin).toBe(issuer.url);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: client.id,
      response_type: 'code',
      redirect_uri: `${t.config.PUBLIC_URL}/api/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
    });
    expect(done.headers.location).toBe('/community/upload');
    const me = await request(app).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(me.body).toMatchObject({
      email: 'pat@example.com',
      firstName: 'Pat',
      lastName: 'Cove',
      emailVerified: true,
    });
  });

  it('links the provider to an existing account with the same verified email', async () => {
    const account = await signUpAndVerify(t);
    issuer.state.nextUser = { sub: 'sub-existing', email: account.email, email_verified: true };
    const { cookie } = await signInAtProvider('/');
    const me = await request(app).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(me.body.id).toBe(account.id);
    // The next sign-in finds them by the provider's subject.
    issuer.state.nextUser = { sub: 'sub-existing', email: 'changed@example.com', email_verified: true };
    const again = await signInAtProvider('/');
    expect((await request(app).get('/api/auth/user').set('Cookie', again.cookie)).body.id).toBe(account.id);
  });

  it("claims an address someone registered but never verified: the squatter's password and sessions stop working", async () => {
    // Issue #27 item 2, by the provider's door: Mallory registers Olive's address first.
    const email = uniqueEmail('olive');
    const squatter = { password: 'mallory-pw-1', confirmPassword: 'mallory-pw-1', firstName: 'Mallory' };
    await request(app).post('/api/auth/register').send(registration(email, squatter)).expect(201);
    const row = await t.db.knex('users').where({ email }).first();
    const squattersSession = await userSessionCookie(t, row.id);

    issuer.state.nextUser = { sub: 'sub-olive', email, email_verified: true };
    const { cookie } = await signInAtProvider('/');
    const me = await request(app).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(me.body).toMatchObject({ id: row.id, email, emailVerified: true });

    await request(app).post('/api/auth/login').send({ email, password: squatter.password }).expect(401);
    await request(app).get('/api/auth/user').set('Cookie', squattersSession).expect(200, 'null');
  });

  it('refuses to take over an account when the provider has not verified the email', async () => {
    const account = await signUpAndVerify(t);
    issuer.state.nextUser = { sub: 'sub-attacker', email: account.email, email_verified: false };
    const { done } = await signInAtProvider('/profile');
    const location = new URL(done.headers.location, 'http://x');
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('error')).toMatch(/already exists/);
    // The attempt's session is ended: its cookie cleared, nobody signed in.
    expect(cookiesFrom(done)).not.toMatch(/ddb\.sid=[^;]/);
    expect(done.headers['set-cookie']?.[0]).toMatch(/^ddb\.sid=;/);
  });

  it('refuses a callback whose state was tampered with, and one with no sign-in started', async () => {
    issuer.state.nextUser = { sub: 'sub-tamper', email: 'tamper@example.com', email_verified: true };
    const { done } = await signInAtProvider('/', (cb) => cb.searchParams.set('state', 'forged'));
    expect(new URL(done.headers.location, 'http://x').searchParams.get('error')).toMatch(/failed/);
    const stray = await request(app).get('/api/callback?code=abc&state=def').expect(302);
    expect(new URL(stray.headers.location, 'http://x').searchParams.get('error')).toMatch(/took too long/);
  });
});

describe('GET /api/login without a provider', () => {
  it('sends the visitor to the sign-in page with a safe returnTo', async () => {
    const res = await request(t.callback).get('/api/login?returnTo=/beach/croyde-beach').expect(302);
    expect(res.headers.location).toBe('/auth?returnTo=%2Fbeach%2Fcroyde-beach');
    for (const unsafe of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const bounced = await request(t.callback)
        .get(`/api/login?returnTo=${encodeURIComponent(unsafe)}`)
        .expect(302);
      expect(bounced.headers.location).toBe('/auth?returnTo=%2F');
    }
  });

  it('sends a signed-in user straight to returnTo', async () => {
    const account = await signUpAndVerify(t);
    const res = await request(t.callback)
      .get('/api/login?returnTo=/profile')
      .set('Cookie', account.cookie)
      .expect(302);
    expect(res.headers.location).toBe('/profile');
  });
});
