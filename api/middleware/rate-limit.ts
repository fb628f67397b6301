/**
 * Abuse limits (issue 5 §7): each rule allows so many requests per window from one IP address
 * and, where the request names an account (an email, or the signed-in user), so many against
 * that account. Beyond either: 429 with Retry-After. RATE_LIMIT_SCALE multiplies every
 * allowance (tests run with a large one).
 */
import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { tooManyRequests } from '../errors.ts';
import type { RateLimitStore } from '../services/rate-limit-store.ts';
import { currentUser } from './auth.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

interface Rule {
  windowMs: number;
  perIp: number;
  /** Per email address named in the body, or per signed-in user. */
  perAccount?: number;
}

export const RATE_LIMIT_RULES = {
  login: { windowMs: 15 * MINUTE, perIp: 30, perAccount: 10 },
  register: { windowMs: HOUR, perIp: 20, perAccount: 5 },
  passwordResetRequest: { windowMs: HOUR, perIp: 10, perAccount: 5 },
  passwordReset: { windowMs: 15 * MINUTE, perIp: 20 },
  verificationResend: { windowMs: HOUR, perIp: 10, perAccount: 5 },
  contact: { windowMs: HOUR, perIp: 10 },
  upload: { windowMs: HOUR, perIp: 30, perAccount: 20 },
  feedback: { windowMs: HOUR, perIp: 60, perAccount: 30 },
  contribution: { windowMs: HOUR, perIp: 60, perAccount: 30 },
} satisfies Record<string, Rule>;

export type RateLimitRuleName = keyof typeof RATE_LIMIT_RULES;

export interface RateLimiter {
  store: RateLimitStore;
  scale: number;
}

/** The account a request is about: the signed-in user, else an email in the JSON body. */
function accountOf(ctx: Context): string | undefined {
  const user = currentUser(ctx);
  if (user) return `user:${user.id}`;
  const email = (ctx.request.body as { email?: unknown } | undefined)?.email;
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  // Hashed: the table of counters should not become a list of addresses.
  return `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;
}

export function rateLimit(name: RateLimitRuleName) {
  const rule: Rule = RATE_LIMIT_RULES[name];
  return async function limitRate(ctx: Context, next: Next) {
    const { store, scale } = ctx.services.rateLimiter;
    const checks: [string, number][] = [[`${name}:ip:${ctx.ip}`, rule.perIp]];
    const account = accountOf(ctx);
    if (account && rule.perAccount) checks.push([`${name}:${account}`, rule.perAccount]);
    for (const [key, allowed] of checks) {
      const { count, resetAt } = await store.hit(key, rule.windowMs);
      if (count > Math.max(1, Math.floor(allowed * scale))) {
        throw tooManyRequests(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)));
      }
    }
    return next();
  };
}
