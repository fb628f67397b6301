/**
 * Test helpers for accounts: sign up through the API and follow the emailed link, sign in, and
 * build Cookie headers for each kind of actor (the authorisation matrices use them).
 */
import { createHmac, randomUUID } from 'node:crypto';
import request from 'supertest';
import { latestMail, type OutboxMessage } from '../mail/outbox.ts';
import { SESSION_COOKIES } from '../middleware/sessions.ts';
import type { TestApp } from './test-app.ts';

export const TEST_PASSWORD = 'sandy-paws-42';

let counter = 0;
export const uniqueEmail = (name = 'walker') => `${name}.${Date.now()}.${++counter}@example.com`;

/** The newest message the outbox holds for `to`, once background sends have finished. */
export async function readMail(t: TestApp, to: string): Promise<OutboxMessage | undefined> {
  await t.app.context.services.mailer.idle();
  return latestMail(t.mailDir, to);
}

/** The path and query of the first link in the newest message to `to`. */
export async function mailedLinkPath(t: TestApp, to: string): Promise<string> {
  const mail = await readMail(t, to);
  const link = mail?.links[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** "name=value; name2=value2" from a response's Set-Cookie headers (cleared cookies left out). */
export function cookiesFrom(res: request.Response): string {
  const raw = res.headers['set-cookie'] as unknown as string[] | undefined;
  return (raw ?? [])
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export interface SignedUp {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  id: number;
  /** The Cookie header of the session signing in gave (the verification link starts none). */
  cookie: string;
}

export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  firstName: 'Sam',
  lastName: 'Walker',
  ...overrides,
});

/** Registers, opens the emailed verification link, signs in and returns the session. */
export async function signUpAndVerify(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<SignedUp> {
  const email = (overrides.email as string) ?? uniqueEmail();
  const body = registration(email, overrides);
  await request(t.callback).post('/api/auth/register').send(body).expect(201);
  await request(t.callback)
    .get(await mailedLinkPath(t, email))
    .expect(302);
  const cookie = await signIn(t, email, body.password as string);
  const me = await request(t.callback).get('/api/auth/user').set('Cookie', cookie).expect(200);
  return {
    email,
    password: body.password as string,
    firstName: body.firstName as string,
    lastName: body.lastName as string,
    id: me.body.id,
    cookie,
  };
}

/** Signs in with email and password and returns the session's Cookie header. */
export async function signIn(t: TestApp, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await request(t.callback).post('/api/auth/login').send({ email, password }).expect(200);
  return cookiesFrom(res);
}

/** What koa's cookies module puts in "<name>.sig" (keygrip: HMAC-SHA1, base64url). */
function cookieSignature(secret: string, name: string, value: string): string {
  return createHmac('sha1', secret).update(`${name}=${value}`).digest('base64url');
}

/** A session row of `kind` holding `data`, and the signed Cookie header that carries it. */
async function sessionCookie(t: TestApp, kind: 'user' | 'admin', data: object): Promise<string> {
  const sid = randomUUID();
  await t.db.knex('sessions').insert({
    sid,
    kind,
    data: JSON.stringify(data),
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  const name = SESSION_COOKIES[kind];
  return `${name}=${sid}; ${name}.sig=${cookieSignature(t.config.SESSION_SECRET, name, sid)}`;
}

/**
 * An admin and an admin session row, as /api/admin/login would make them (that route belongs
 * to the admin API), with the signed Cookie header that carries it.
 */
export async function adminSessionCookie(t: TestApp): Promise<string> {
  const [admin] = await t.db
    .knex('admins')
    .insert({ username: `admin-${randomUUID().slice(0, 8)}`, passwordHash: 'not-used', name: 'Test Admin' })
    .returning('id');
  return sessionCookie(t, 'admin', { adminId: admin.id });
}

/**
 * A session for any user, verified or not, as a sign-in elsewhere would leave it (an account
 * signed in through its OpenID Connect provider before its email was verified, say).
 */
export const userSessionCookie = (t: TestApp, userId: number) => sessionCookie(t, 'user', { userId });
