/**
 * Who is asking: the signed-in user (user session) or admin (admin session), loaded once per
 * request into ctx.state, and the guards routes put in front of their handlers.
 */
import type { Context, Next } from 'koa';
import { forbidden, HttpError, unauthorized } from '../errors.ts';
import { Admin } from '../models/Admin.ts';
import { User } from '../models/User.ts';
import type { Actor } from '../policies/actor.ts';
import { SESSION_COOKIES } from './sessions.ts';

export function loadActor() {
  return async function loadActorFromSession(ctx: Context, next: Next) {
    const kind = ctx.state.sessionKind;
    const session = kind ? ctx.session : null;
    if (kind === 'user' && typeof session?.userId === 'number') {
      const user = await User.query(ctx.knex).findById(session.userId);
      // The account is gone: forget the session rather than fail every request.
      if (user) ctx.state.user = user;
      else ctx.session = null;
    } else if (kind === 'admin' && typeof session?.adminId === 'number') {
      const admin = await Admin.query(ctx.knex).findById(session.adminId);
      // A deactivated admin keeps the cookie but gets nothing (403, requireAdmin) until reactivated.
      if (admin?.isActive) ctx.state.admin = admin;
      else if (admin) ctx.state.inactiveAdmin = true;
      else ctx.session = null;
    }
    return next();
  };
}

export function currentUser(ctx: Context): User | undefined {
  return ctx.state.user instanceof User ? ctx.state.user : undefined;
}

export function currentAdmin(ctx: Context): Admin | undefined {
  return ctx.state.admin instanceof Admin ? ctx.state.admin : undefined;
}

export function actorOf(ctx: Context): Actor {
  const user = currentUser(ctx);
  if (user) return { kind: 'user', user };
  const admin = currentAdmin(ctx);
  if (admin) return { kind: 'admin', admin };
  return { kind: 'visitor' };
}

/** The signed-in user, or a 401. */
export function signedInUser(ctx: Context): User {
  const user = currentUser(ctx);
  if (!user) throw unauthorized('Please sign in first');
  return user;
}

export function requireUser() {
  return async function requireSignedInUser(ctx: Context, next: Next) {
    signedInUser(ctx);
    return next();
  };
}

export function requireVerifiedUser() {
  return async function requireVerified(ctx: Context, next: Next) {
    if (!signedInUser(ctx).emailVerified) {
      throw new HttpError(403, 'email_not_verified', 'Please verify your email address first');
    }
    return next();
  };
}

/**
 * The one guard of the admin API (api/routes/admin/): 401 with no admin session; 403 for a
 * deactivated admin, and for a visitor's user session (on admin paths only the admin cookie is
 * read as a session, so the user cookie is looked up here to tell "signed in, but not an admin"
 * from "not signed in").
 */
export function requireAdmin() {
  return async function requireSignedInAdmin(ctx: Context, next: Next) {
    if (currentAdmin(ctx)) return next();
    if (ctx.state.inactiveAdmin) throw forbidden('This admin account is deactivated');
    if (ctx.state.sessionKind !== 'admin' || (await hasUserSession(ctx))) {
      throw forbidden('Only administrators can do this');
    }
    throw unauthorized('Admin sign-in required');
  };
}

async function hasUserSession(ctx: Context): Promise<boolean> {
  const sid = ctx.cookies.get(SESSION_COOKIES.user, { signed: true });
  if (!sid) return false;
  return ctx.services.sessionStore.isSignedInUserSession(sid);
}

/** Signs a user in: a fresh session id (no fixation), then the user's id in it. */
export async function startUserSession(ctx: Context, userId: number): Promise<void> {
  if (ctx.state.sessionKind !== 'user') throw new Error('a user session needs a user-side path');
  delete ctx.session.oidc;
  ctx.session.userId = userId;
  await ctx.session.regenerate();
}

/** Signs an admin in, for the admin API (/api/admin/login). */
export async function startAdminSession(ctx: Context, adminId: number): Promise<void> {
  if (ctx.state.sessionKind !== 'admin') throw new Error('an admin session needs an admin path');
  ctx.session.adminId = adminId;
  await ctx.session.regenerate();
}

/** Ends this side's session: its row is deleted and its cookie cleared. */
export function endSession(ctx: Context): void {
  ctx.session = null;
  ctx.state.user = undefined;
  ctx.state.admin = undefined;
}
