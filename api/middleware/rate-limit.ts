/**
 * Abuse limits (issue 5 §7): each rule allows so many requests per window from one client (an
 * IPv4 address or an IPv6 /64, see client-address.ts) and, where the request names an account (an
 * email, or the signed-in user), so many against that account. Beyond either: 429 with
 * Retry-After. RATE_LIMIT_SCALE multiplies every allowance (tests run with a large one). Sign-in
 * has rules of its own (`loginRateLimit`).
 */
import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { tooManyRequests } from '../errors.ts';
import type { RateLimitStore } from '../services/rate-limit-store.ts';
import { currentUser } from './auth.ts';
import { clientKey } from './client-address.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

interface Rule {
  windowMs: number;
  perIp: number;
  /** Per email address named in the body, or per signed-in user. */
  perAccount?: number;
}

const RATE_LIMIT_RULES = {
  register: { windowMs: HOUR, perIp: 20, perAccount: 5 },
  passwordResetRequest: { windowMs: HOUR, perIp: 10, perAccount: 5 },
  passwordReset: { windowMs: 15 * MINUTE, perIp: 20 },
  verificationResend: { windowMs: HOUR, perIp: 10, perAccount: 5 },
  contact: { windowMs: HOUR, perIp: 10 },
  upload: { windowMs: HOUR, perIp: 30, perAccount: 20 },
  feedback: { windowMs: HOUR, perIp: 60, perAccount: 30 },
  contribution: { windowMs: HOUR, perIp: 60, perAccount: 30 },
  // Stars are taps, and signing in sends every beach starred while signed out at once.
  favourites: { windowMs: HOUR, perIp: 600, perAccount: 300 },
  // A visitor sends one page view per page and a search or filter now and then (issue #27 §6).
  analyticsEvent: { windowMs: MINUTE, perIp: 120 },
  // A private calendar address: a calendar polls it a few times a day, but Google fetches many
  // users' calendars from few addresses, so the allowance is wide: it is there to stop a scan.
  calendarFeed: { windowMs: MINUTE, perIp: 300 },
} satisfies Record<string, Rule>;

export type RateLimitRuleName = keyof typeof RATE_LIMIT_RULES;

export interface RateLimiter {
  store: RateLimitStore;
  scale: number;
}

/** The hashed email in the JSON body, if any: the table of counters must not list addresses. */
function emailHashOf(ctx: Context): string | undefined {
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** The account a request is about: the signed-in user, else an email in the JSON body. */
function accountOf(ctx: Context): string | undefined {
  const user = currentUser(ctx);
  if (user) return `user:${user.id}`;
  const hash = emailHashOf(ctx);
  return hash && `email:${hash}`;
}

const allowance = (allowed: number, scale: number) => Math.max(1, Math.floor(allowed * scale));
const retryAfter = (resetAt: number) => Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));

export function rateLimit(name: RateLimitRuleName) {
  const rule: Rule = RATE_LIMIT_RULES[name];
  return async function limitRate(ctx: Context, next: Next) {
    const { store, scale } = ctx.services.rateLimiter;
    const checks: [string, number][] = [[`${name}:ip:${clientKey(ctx.ip)}`, rule.perIp]];
    const account = accountOf(ctx);
    if (account && rule.perAccount) checks.push([`${name}:${account}`, rule.perAccount]);
    for (const [key, allowed] of checks) {
      const { count, resetAt } = await store.hit(key, rule.windowMs);
      if (count > allowance(allowed, scale)) throw tooManyRequests(retryAfter(resetAt));
    }
    return next();
  };
}

/**
 * Sign-in (OWASP: credential stuffing, account lockout). Failed guesses are counted per account
 * *and* client address, so whoever guesses from one address is stopped there, while the owner
 * signing in from their own address still gets in: ten failures by anyone else no longer lock
 * the account. Across all addresses an account's failures only slow its answers down, from
 * nothing at `slowFrom` failures to `maxDelayMs` at `slowestAt`. Every attempt from an address,
 * whatever the account, counts towards `perIp`.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * MINUTE,
  perIp: 30,
  failuresPerAccountAndIp: 10,
  slowFrom: 10,
  slowestAt: 100,
  maxDelayMs: 3000,
};

/** How long a sign-in to an account with `failures` recent failures waits before it is checked. */
export function loginDelayMs(failures: number, scale = 1): number {
  const from = allowance(LOGIN_LIMITS.slowFrom, scale);
  const slowest = Math.max(from + 1, allowance(LOGIN_LIMITS.slowestAt, scale));
  const share = Math.min(1, Math.max(0, (failures - from) / (slowest - from)));
  return Math.round(share * LOGIN_LIMITS.maxDelayMs);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The admin sign-in's account: its username (hashed, like an email). */
export function adminUsernameHashOf(ctx: Context): string | undefined {
  const username = (ctx.request.body as { username?: unknown } | undefined)?.username;
  if (typeof username !== 'string' || username.trim() === '') return undefined;
  return `admin:${createHash('sha256').update(username.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

/**
 * Sign-in limits: per address, per account and address, and a growing delay per account.
 * `accountOf` names the account an attempt is for (users: the email; admins: the username).
 */
export function loginRateLimit(accountOf: (ctx: Context) => string | undefined = emailHashOf) {
  const { windowMs } = LOGIN_LIMITS;
  return async function limitLogins(ctx: Context, next: Next) {
    const { store, scale } = ctx.services.rateLimiter;
    const client = clientKey(ctx.ip);
    const perIp = await store.hit(`login:ip:${client}`, windowMs);
    if (perIp.count > allowance(LOGIN_LIMITS.perIp, scale)) throw tooManyRequests(retryAfter(perIp.resetAt));
    const email = accountOf(ctx);
    if (!email) return next();

    // Counted as failures up front, so parallel guesses cannot slip past the limit, and taken
    // back below when the attempt turns out not to be one.
    const pairKey = `login:acct+ip:${email}:${client}`;
    const pair = await store.hit(pairKey, windowMs);
    if (pair.count > allowance(LOGIN_LIMITS.failuresPerAccountAndIp, scale)) {
      throw tooManyRequests(retryAfter(pair.resetAt));
    }
    const accountKey = `login:acct:${email}`;
    const account = await store.hit(accountKey, windowMs);
    await sleep(loginDelayMs(account.count - 1, scale));

    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = (error as { status?: unknown })?.status === 401;
      throw error;
    } finally {
      if (!failed) {
        await store.undo(accountKey);
        // The right password from this address: its earlier typos are forgiven.
        if (ctx.status === 200) await store.reset(pairKey);
        else await store.undo(pairKey);
      }
    }
  };
}
