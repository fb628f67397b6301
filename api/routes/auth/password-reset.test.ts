import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/outbox.ts';
import {
  mailedLinkPath,
  readMail,
  registration,
  signIn,
  signUpAndVerify,
  uniqueEmail,
} from '../../testing/accounts.ts';
import { setupTestApp } from '../../testing/test-app.ts';

const t = setupTestApp();
const post = (path: string, body: object, cookie = '') =>
  request(t.callback).post(path).set('Cookie', cookie).send(body);
const NEW_PASSWORD = 'rock-pools-77';

/** The token from the newest reset link mailed to `email`. */
async function resetToken(email: string): Promise<string> {
  const path = await mailedLinkPath(t, email);
  expect(path).toMatch(/^\/reset-password\?token=/);
  return new URL(path, 'http://x').searchParams.get('token') ?? '';
}

describe('POST /api/auth/request-password-reset', () => {
  it('gives the same answer whether or not the email has an account, and mails only real ones', async () => {
    const account = await signUpAndVerify(t);
    const known = await post('/api/auth/request-password-reset', { email: account.email });
    const nobody = uniqueEmail('nobody');
    const unknown = await post('/api/auth/request-password-reset', { email: nobody });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({
      message: 'If an account exists for that email, we have sent a password reset link.',
    });
    expect((await readMail(t, account.email))?.subject).toBe('Reset your Devon Dog Beaches password');
    expect(readOutbox(t.mailDir, nobody)).toEqual([]);
    const row = await t.db.knex('users').where({ id: account.id }).first();
    const minutesLeft = (new Date(row.resetTokenExpiresAt).getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it("refuses a bad email with 'Invalid email address'", async () => {
    const res = await post('/api/auth/request-password-reset', { email: 'nope' }).expect(400);
    expect(res.body.error.fields.email).toEqual(['Invalid email address']);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, and signs the account out everywhere', async () => {
    const account = await signUpAndVerify(t);
    const otherBrowser = await signIn(t, account.email);
    await post('/api/auth/request-password-reset', { email: account.email }).expect(200);
    const token = await resetToken(account.email);

    const res = await post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Password reset successful' });
    await request(t.callback).get('/api/auth/user').set('Cookie', otherBrowser).expect(200, 'null');
    await post('/api/auth/login', { email: account.email, password: account.password }).expect(401);
    await post('/api/auth/login', { email: account.email, password: NEW_PASSWORD }).expect(200);

    const replay = await post('/api/auth/reset-password', {
      token,
      password: 'third-pass',
      confirmPassword: 'third-pass',
    });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toEqual({
      code: 'invalid_token',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('verifies an unverified account: the mailbox is proven', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', registration(email)).expect(201);
    await post('/api/auth/request-password-reset', { email }).expect(200);
    const token = await resetToken(email);
    await post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    }).expect(200);
    const login = await post('/api/auth/login', { email, password: NEW_PASSWORD }).expect(200);
    expect(login.body.user.emailVerified).toBe(true);
  });

  it('refuses an expired link', async () => {
    const account = await signUpAndVerify(t);
    await post('/api/auth/request-password-reset', { email: account.email }).expect(200);
    const token = await resetToken(account.email);
    await t.db
      .knex('users')
      .where({ id: account.id })
      .update({ resetTokenExpiresAt: new Date(Date.now() - 1) });
    const res = await post('/api/auth/reset-password', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_token');
  });

  it.each([
    [{ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'token', 'Reset token is required'],
    [
      { token: '', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'token',
      'Reset token is required',
    ],
    [
      { token: 'abc', password: '123', confirmPassword: '123' },
      'password',
      'Password must be at least 6 characters',
    ],
    [
      { token: 'abc', password: NEW_PASSWORD, confirmPassword: '' },
      'confirmPassword',
      'Please confirm your password',
    ],
    [
      { token: 'abc', password: NEW_PASSWORD, confirmPassword: 'rock-pools-78' },
      'confirmPassword',
      "Passwords don't match",
    ],
  ])('refuses %o with the spec message', async (body, field, message) => {
    const res = await post('/api/auth/reset-password', body).expect(400);
    expect(res.body.error.fields[field]).toContain(message);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('mails a new link to an unverified account and replaces the old one', async () => {
    const email = uniqueEmail();
    await post('/api/auth/register', registration(email)).expect(201);
    const first = await mailedLinkPath(t, email);
    const res = await post('/api/auth/resend-verification', { email }).expect(200);
    const second = await mailedLinkPath(t, email);
    expect(second).not.toBe(first);
    expect((await request(t.callback).get(first)).headers.location).toMatch(/verified=false/);
    expect((await request(t.callback).get(second)).headers.location).toMatch(/verified=true/);

    // The same answer for an unknown address and a verified one, and no mail for either.
    const verified = await signUpAndVerify(t);
    const mailsBefore = readOutbox(t.mailDir, verified.email).length;
    const nobody = uniqueEmail('nobody');
    for (const other of [nobody, verified.email]) {
      const again = await post('/api/auth/resend-verification', { email: other }).expect(200);
      expect(again.body).toEqual(res.body);
    }
    await t.app.context.services.mailer.idle();
    expect(readOutbox(t.mailDir, nobody)).toEqual([]);
    expect(readOutbox(t.mailDir, verified.email)).toHaveLength(mailsBefore);
  });
});
