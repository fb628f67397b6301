import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/outbox.ts';
import { hashToken } from '../../services/tokens.ts';
import {
  cookiesFrom,
  mailedLinkPath,
  readMail,
  registration,
  signIn,
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

describe('POST /api/auth/register', () => {
  it('creates an unverified account, stores only hashes and mails a verification link', async () => {
    const email = uniqueEmail('Newcomer');
    const res = await post('/api/auth/register', registration(email)).expect(201);
    expect(res.body).toEqual({
      requiresVerification: true,
      message: expect.stringContaining('verification link'),
    });
    expect(res.headers['set-cookie']).toBeUndefined();

    // The mail goes out from the queue, which issues the token as it sends.
    const mail = await readMail(t, email);
    const row = await user(email);
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Sam',
      lastName: 'Walker',
      emailVerified: false,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(TEST_PASSWORD);

    expect(mail?.subject).toBe('Confirm your email for Devon Dog Beaches');
    const link = new URL(mail?.links[0] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.PUBLIC_URL}/api/auth/verify-email`);
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(row.verificationTokenHash).toBe(hashToken(token));
    const hoursLeft = (new Date(row.verificationTokenExpiresAt).getTime() - Date.now()) / 3.6e6;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
    const eml = readOutbox(t.mailDir, email)[0];
    expect(eml.text).toContain('Hi Sam,');
  });

  it('answers an address already in use exactly like a new one, and mails its owner instead', async () => {
    const owner = await signUpAndVerify(t);
    const res = await post(
      '/api/auth/register',
      registration(owner.email, { password: 'another-pass', confirmPassword: 'another-pass' }),
    );
    const fresh = await post('/api/auth/register', registration(uniqueEmail()));
    expect(res.status).toBe(fresh.status);
    expect(res.body).toEqual(fresh.body);
    expect(await t.db.knex('users').whereRaw('lower(email) = ?', [owner.email]).count()).toEqual([
      { count: 1 },
    ]);
    expect((await readMail(t, owner.email))?.subject).toBe('You already have a Devon Dog Beaches account');
    // The owner's password is untouched.
    await post('/api/auth/login', { email: owner.email, password: owner.password }).expect(200);
  });

  it('sends a fresh link, not a second account, when an unverified address registers again', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', registration(email)).expect(201);
    const firstLink = await mailedLinkPath(t, email);
    await post(
      '/api/auth/register',
      registration(email, { password: 'changed-pw', confirmPassword: 'changed-pw', firstName: 'Kit' }),
    ).expect(201);
    const secondLink = await mailedLinkPath(t, email);
    expect(secondLink).not.toBe(firstLink);
    expect(await t.db.knex('users').whereRaw('lower(email) = ?', [email]).count()).toEqual([{ count: 1 }]);
    const old = await request(t.callback).get(firstLink).expect(302);
    expect(old.headers.location).toMatch(/^\/\?verified=false/);
    await request(t.callback).get(secondLink).expect(302);
    // The newest registration is the account: its password and name, nothing of the first.
    await post('/api/auth/login', { email, password: 'changed-pw' }).expect(200);
    await post('/api/auth/login', { email, password: TEST_PASSWORD }).expect(401);
    expect(await user(email)).toMatchObject({ firstName: 'Kit', emailVerified: true });
  });

  it("never keeps a squatter's password: the owner who registers after them and follows the link owns the account", async () => {
    // Issue #27 item 2: Mallory registers Olive's address before Olive does.
    const email = uniqueEmail('olive');
    const squatter = { password: 'mallory-pw-1', confirmPassword: 'mallory-pw-1', firstName: 'Mallory' };
    await post('/api/auth/register', registration(email, squatter)).expect(201);
    const squattersLink = await mailedLinkPath(t, email);
    await post('/api/auth/register', registration(email, { firstName: 'Olive' })).expect(201);
    const ownersLink = await mailedLinkPath(t, email);

    // The link mailed for Mallory's registration (in Olive's mailbox) activates nothing now.
    const stale = await request(t.callback).get(squattersLink).expect(302);
    expect(stale.headers.location).toBe('/?verified=false&error=invalid_or_expired');
    const verified = await request(t.callback).get(ownersLink).expect(302);
    expect(verified.headers.location).toBe('/?verified=true');

    await post('/api/auth/login', { email, password: squatter.password }).expect(401);
    const owner = await post('/api/auth/login', { email, password: TEST_PASSWORD }).expect(200);
    expect(owner.body.user).toMatchObject({ email, firstName: 'Olive', emailVerified: true });
  });

  it('ends every session of an unverified account when its address registers again', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', registration(email)).expect(201);
    const earlier = await userSessionCookie(t, (await user(email)).id);
    await request(t.callback).get('/api/auth/user').set('Cookie', earlier).expect(200);
    await post(
      '/api/auth/register',
      registration(email, { password: 'changed-pw', confirmPassword: 'changed-pw' }),
    ).expect(201);
    await request(t.callback).get('/api/auth/user').set('Cookie', earlier).expect(200, 'null');
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a bad email', { email: 'not-an-email' }, 'email', 'Invalid email address'],
    [
      'a short password',
      { password: '12345', confirmPassword: '12345' },
      'password',
      'Password must be at least 6 characters',
    ],
    ['no confirmation', { confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    ['no first name', { firstName: '   ' }, 'firstName', 'First name is required'],
    ['no last name', { lastName: undefined }, 'lastName', 'Last name is required'],
    ['different passwords', { confirmPassword: 'sandy-paws-43' }, 'confirmPassword', "Passwords don't match"],
  ];
  it.each(invalid)('refuses %s with the spec message on its field', async (_case, change, field, message) => {
    const email = uniqueEmail();
    const res = await post('/api/auth/register', { ...registration(email), ...change }).expect(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed' });
    expect(res.body.error.fields[field]).toContain(message);
    expect(await user(email)).toBeUndefined();
  });

  it('accepts JSON only (CSRF)', async () => {
    await request(t.callback)
      .post('/api/auth/register')
      .type('form')
      .send(registration(uniqueEmail()))
      .expect(415);
  });

  it('creates one account for one Idempotency-Key, however often it is sent', async () => {
    const email = uniqueEmail();
    const key = crypto.randomUUID();
    // A retrying browser keeps its cookies, and with them the scope of its keys.
    const browser = request.agent(t.callback);
    for (let i = 0; i < 3; i++) {
      await browser
        .post('/api/auth/register')
        .set('Idempotency-Key', key)
        .send(registration(email))
        .expect(201);
    }
    await t.app.context.services.mailer.idle();
    expect(readOutbox(t.mailDir, email)).toHaveLength(1);
  });
});

describe('POST /api/auth/login', () => {
  it('signs a verified user in with a fresh HttpOnly, SameSite=Lax, 30-day session cookie', async () => {
    const account = await signUpAndVerify(t);
    const res = await post('/api/auth/login', {
      email: account.email.toUpperCase(),
      password: account.password,
    }).expect(200);
    expect(res.body).toEqual({
      requiresVerification: false,
      user: {
        id: account.id,
        email: account.email,
        firstName: 'Sam',
        lastName: 'Walker',
        profileImageUrl: null,
        emailVerified: true,
        createdAt: expect.any(String),
      },
    });
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('ddb.sid='));
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);
    expect(cookie).toMatch(/path=\//i);
    expect(cookie).not.toMatch(/secure/i);
    const expires = new Date(/expires=([^;]+)/i.exec(cookie ?? '')?.[1] ?? '').getTime();
    expect((expires - Date.now()) / 86_400_000).toBeCloseTo(30, 0);
  });

  it('gives a new session id at sign-in and forgets the old one', async () => {
    const account = await signUpAndVerify(t);
    const sid = (cookie: string) => /ddb\.sid=([^;]+)/.exec(cookie)?.[1];
    const again = await post(
      '/api/auth/login',
      { email: account.email, password: account.password },
      account.cookie,
    ).expect(200);
    const renewed = cookiesFrom(again);
    expect(sid(renewed)).toBeDefined();
    expect(sid(renewed)).not.toBe(sid(account.cookie));
    await request(t.callback).get('/api/auth/user').set('Cookie', account.cookie).expect(200, 'null');
    await request(t.callback).get('/api/auth/user').set('Cookie', renewed).expect(200);
  });

  it('asks an unverified user to verify first, without a session', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', registration(email)).expect(201);
    const res = await post('/api/auth/login', { email, password: TEST_PASSWORD }).expect(200);
    expect(res.body).toEqual({
      requiresVerification: true,
      message: 'Please check your email and click the verification link before logging in.',
    });
    expect(cookiesFrom(res)).toBe('');
  });

  it('answers an unknown email and a wrong password identically (no user enumeration)', async () => {
    const account = await signUpAndVerify(t);
    const wrongPassword = await post('/api/auth/login', { email: account.email, password: 'wrong-password' });
    const unknownEmail = await post('/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: 'wrong-password',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.body).toEqual({
      error: { code: 'invalid_credentials', message: 'Invalid email or password' },
    });
  });

  it.each([
    [{ email: 'sam@', password: 'x' }, 'email', 'Invalid email address'],
    [{ email: 'sam@example.com', password: '' }, 'password', 'Password is required'],
    [{ email: 'sam@example.com' }, 'password', 'Password is required'],
  ])('refuses %o with the spec message', async (body, field, message) => {
    const res = await post('/api/auth/login', body).expect(400);
    expect(res.body.error.fields[field]).toEqual([message]);
  });
});

describe('GET /api/auth/user and POST /api/auth/logout', () => {
  it('answers a visitor who is not signed in with null, not an error, never cached', async () => {
    const res = await request(t.callback).get('/api/auth/user').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.text).toBe('null');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('shows the signed-in user their account and nothing secret', async () => {
    const account = await signUpAndVerify(t);
    const res = await request(t.callback).get('/api/auth/user').set('Cookie', account.cookie).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ['createdAt', 'email', 'emailVerified', 'firstName', 'id', 'lastName', 'profileImageUrl'].sort(),
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('signs out: the session row is deleted and the cookie cleared', async () => {
    const account = await signUpAndVerify(t);
    const cookie = await signIn(t, account.email);
    const before = await t.db.knex('sessions').where({ kind: 'user' }).count();
    const res = await request(t.callback).post('/api/auth/logout').set('Cookie', cookie).expect(200);
    expect(res.body).toEqual({ success: true });
    const cleared = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('ddb.sid='));
    expect(cleared).toMatch(/^ddb\.sid=;/);
    expect(await t.db.knex('sessions').where({ kind: 'user' }).count()).toEqual([
      { count: Number(before[0].count) - 1 },
    ]);
    await request(t.callback).get('/api/auth/user').set('Cookie', cookie).expect(200, 'null');
  });

  it('lets a signed-out visitor log out harmlessly', async () => {
    await request(t.callback).post('/api/auth/logout').expect(200);
  });
});
