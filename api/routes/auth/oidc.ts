/**
 * The provider sign-in address of spec §1 (/api/login). Without an OpenID Connect provider
 * configured it sends the visitor to the sign-in page; with one, it starts the provider's
 * sign-in and /api/callback finishes it.
 */

import type { Context } from 'koa';
import { safeReturnTo } from '../../../domain/accounts/auth.ts';
import { currentUser, startUserSession } from '../../middleware/auth.ts';
import { CACHE_POLICIES } from '../../middleware/cache-control.ts';
import { signInWithOidc } from '../../services/accounts.ts';
import { OIDC_CALLBACK_PATH, OIDC_PENDING_TTL_MS, type PendingOidcSignIn } from '../../services/oidc.ts';
import { apiRouter } from '../api-router.ts';

export const oidcRouter = apiRouter();

const OIDC_ERRORS = {
  failed: 'Signing in with your provider failed. Please try again.',
  expired: 'That sign-in took too long or was already used. Please try again.',
  noEmail: 'Your provider did not share an email address, which we need for your account.',
  emailTaken: 'An account with this email already exists. Please sign in with your password.',
} as const;

const toAuthPage = (ctx: Context, params: Record<string, string>) =>
  ctx.redirect(`/auth?${new URLSearchParams(params)}`);

/** Back to the sign-in page; a session that held nothing but the sign-in attempt goes. */
function abandon(ctx: Context, params: Record<string, string>) {
  if (!ctx.session?.userId) ctx.session = null;
  toAuthPage(ctx, params);
}

oidcRouter.get('/api/login', async (ctx) => {
  ctx.set('Cache-Control', CACHE_POLICIES.private);
  const returnTo = safeReturnTo(typeof ctx.query.returnTo === 'string' ? ctx.query.returnTo : undefined);
  const { oidc } = ctx.services;
  if (currentUser(ctx)) return ctx.redirect(returnTo);
  if (!oidc) return toAuthPage(ctx, { returnTo });
  const { url, pending } = await oidc.start(returnTo);
  ctx.session.oidc = pending;
  ctx.redirect(url);
});

oidcRouter.get(OIDC_CALLBACK_PATH, async (ctx) => {
  ctx.set('Cache-Control', CACHE_POLICIES.private);
  const { oidc } = ctx.services;
  const pending = ctx.session.oidc as PendingOidcSignIn | undefined;
  // Spent now, whatever happens: a callback URL cannot be replayed.
  delete ctx.session.oidc;
  if (!oidc) return abandon(ctx, {});
  if (!pending || Date.now() - pending.startedAt > OIDC_PENDING_TTL_MS) {
    return abandon(ctx, { error: OIDC_ERRORS.expired });
  }
  let identity: Awaited<ReturnType<typeof oidc.finish>>;
  try {
    identity = await oidc.finish(ctx.querystring, pending);
  } catch (err) {
    ctx.state.log?.warn({ err }, 'OpenID Connect sign-in failed');
    return abandon(ctx, { error: OIDC_ERRORS.failed, returnTo: pending.returnTo });
  }
  const result = await signInWithOidc(ctx.knex, identity);
  if (result.outcome === 'no_email') return abandon(ctx, { error: OIDC_ERRORS.noEmail });
  if (result.outcome === 'email_taken') {
    return abandon(ctx, { error: OIDC_ERRORS.emailTaken, returnTo: pending.returnTo });
  }
  // Sessions of an account nobody had verified may be a squatter's: none outlives the claim.
  if (result.claimed) await ctx.services.sessionStore.destroyUserSessions(result.user.id);
  await startUserSession(ctx, result.user.id);
  ctx.redirect(pending.returnTo);
});
