/**
 * Visitor accounts (spec §7 "Auth"): register, verify the email, sign in and out, the current
 * user, password reset. Answers never reveal whether an email has an account.
 */

import type { Context } from 'koa';
import {
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../../../domain/accounts/auth.ts';
import { HttpError } from '../../errors.ts';
import { currentUser, endSession, startUserSession } from '../../middleware/auth.ts';
import { CACHE_POLICIES } from '../../middleware/cache-control.ts';
import { idempotency } from '../../middleware/idempotency.ts';
import { loginRateLimit, rateLimit } from '../../middleware/rate-limit.ts';
import { presentCurrentUser } from '../../presenters/user.ts';
import {
  login,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  verifyEmail,
} from '../../services/accounts.ts';
import { parseBody } from '../../validate-body.ts';
import { apiRouter } from '../api-router.ts';

export const authRouter = apiRouter('/api/auth');

const AUTH_ANSWERS = {
  registered: "We've sent you a verification link to complete your registration.",
  verifyFirst: 'Please check your email and click the verification link before logging in.',
  invalidCredentials: 'Invalid email or password',
  resetRequested: 'If an account exists for that email, we have sent a password reset link.',
  resetDone: 'Password reset successful',
  invalidResetLink: 'This password reset link is invalid or has expired. Please request a new one.',
  verificationResent: 'If that account still needs verifying, we have sent a new verification link.',
} as const;

const accountDeps = (ctx: Context) => ({
  mailQueue: ctx.services.mailQueue,
  sessionStore: ctx.services.sessionStore,
});

const noStore = (ctx: Context) => ctx.set('Cache-Control', CACHE_POLICIES.private);

authRouter.post(
  '/register',
  rateLimit('register'),
  idempotency({ storeAnswerAfterRoute: true }),
  async (ctx) => {
    const input = parseBody(ctx, registerSchema);
    await register(ctx.knex, input, accountDeps(ctx));
    noStore(ctx);
    // The same answer for a new address and one already registered (its owner gets an email).
    ctx.status = 201;
    ctx.body = { requiresVerification: true, message: AUTH_ANSWERS.registered };
  },
);

/**
 * Why a verification link failed, as a code the PWA turns into its own words: the address bar
 * is the visitor's (or an attacker's) to write, so nothing from it is shown as text.
 */
const VERIFICATION_ERRORS = { missingToken: 'missing_token', invalid: 'invalid_or_expired' } as const;

authRouter.get('/verify-email', async (ctx) => {
  noStore(ctx);
  const answer = (params: Record<string, string>) => ctx.redirect(`/?${new URLSearchParams(params)}`);
  const parsed = verifyEmailSchema.safeParse({ token: ctx.query.token });
  if (!parsed.success) return answer({ verified: 'false', error: VERIFICATION_ERRORS.missingToken });
  const user = await verifyEmail(ctx.knex, parsed.data.token);
  if (!user) return answer({ verified: 'false', error: VERIFICATION_ERRORS.invalid });
  // The link proves the mailbox, not who opens it: it never starts a session. Someone else's
  // link (forwarded, or planted) would otherwise sign a visitor into the sender's account, and
  // what they wrote next would be the sender's to read. The owner signs in with their password;
  // a browser already signed in keeps its own account.
  const signedIn = currentUser(ctx);
  if (signedIn && signedIn.id !== user.id) return answer({ verified: 'true', otherAccount: '1' });
  answer({ verified: 'true' });
});

authRouter.post('/login', loginRateLimit(), async (ctx) => {
  const { email, password } = parseBody(ctx, loginSchema);
  const result = await login(ctx.knex, email, password);
  noStore(ctx);
  if (result.outcome === 'invalid') {
    throw new HttpError(401, 'invalid_credentials', AUTH_ANSWERS.invalidCredentials);
  }
  if (result.outcome === 'unverified') {
    ctx.body = { requiresVerification: true, message: AUTH_ANSWERS.verifyFirst };
    return;
  }
  await startUserSession(ctx, result.user.id);
  ctx.body = { requiresVerification: false, user: presentCurrentUser(result.user) };
});

/**
 * Who is signed in: the user, or `null` for a visitor who is not. Not being signed in is a
 * visitor's ordinary state, asked on every page, so it is an answer (200), not a 401 the browser
 * logs as an error; every call that needs a session still answers 401 without one.
 */
authRouter.get('/user', async (ctx) => {
  noStore(ctx);
  const user = currentUser(ctx);
  // JSON `null` written out: koa answers a `null` body with an empty 204.
  ctx.type = 'json';
  ctx.body = user ? presentCurrentUser(user) : 'null';
});

authRouter.post('/logout', async (ctx) => {
  endSession(ctx);
  noStore(ctx);
  ctx.body = { success: true };
});

authRouter.post('/request-password-reset', rateLimit('passwordResetRequest'), async (ctx) => {
  const { email } = parseBody(ctx, forgotPasswordSchema);
  await requestPasswordReset(email, accountDeps(ctx));
  noStore(ctx);
  ctx.body = { message: AUTH_ANSWERS.resetRequested };
});

authRouter.post('/reset-password', rateLimit('passwordReset'), async (ctx) => {
  const { token, password } = parseBody(ctx, resetPasswordSchema);
  const user = await resetPassword(ctx.knex, token, password);
  noStore(ctx);
  if (!user) throw new HttpError(400, 'invalid_token', AUTH_ANSWERS.invalidResetLink);
  // Whoever knew the old password is signed out everywhere, this browser included.
  await ctx.services.sessionStore.destroyUserSessions(user.id);
  if (currentUser(ctx)?.id === user.id) endSession(ctx);
  ctx.body = { message: AUTH_ANSWERS.resetDone };
});

authRouter.post('/resend-verification', rateLimit('verificationResend'), async (ctx) => {
  const { email } = parseBody(ctx, resendVerificationSchema);
  await resendVerification(email, accountDeps(ctx));
  noStore(ctx);
  ctx.body = { message: AUTH_ANSWERS.verificationResent };
});
