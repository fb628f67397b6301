/**
 * Sessions (DESIGN.md): koa-session with its data in the `sessions` table. Users and admins
 * have separate cookies and separate rows: a request to the admin API (/api/admin/…,
 * /api/upload/…) reads and writes the admin cookie, every other API request the user's. So
 * `ctx.session` is always the session of the side of the product the request belongs to, and
 * an admin signing in or out never touches a visitor's session in the same browser.
 *
 * Cookies are HttpOnly, SameSite=Lax, signed with SESSION_SECRET, Secure in production (unless
 * ALLOW_INSECURE_HTTP), and roll: each answer pushes the 30-day expiry forward, except answers
 * shared caches may keep.
 */
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { Context, Next } from 'koa';
import createSession from 'koa-session';
import { type Config, secureCookies } from '../config.ts';
import { HttpError } from '../errors.ts';
import { PostgresSessionStore, type SessionKind } from './session-store.ts';

export const SESSION_COOKIES: Record<SessionKind, string> = { user: 'ddb.sid', admin: 'ddb.admin.sid' };
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

const ADMIN_PATHS = ['/api/admin', '/api/upload'];

function sessionKindOf(path: string): SessionKind {
  return ADMIN_PATHS.some((p) => path === p || path.startsWith(`${p}/`)) ? 'admin' : 'user';
}

/** What the cookies module throws when a Secure cookie is set on a request that is not https. */
export const INSECURE_COOKIE = 'Cannot send secure cookie over unencrypted connection';

export const httpsRequired = () =>
  new HttpError(
    400,
    'https_required',
    'Sign-in needs a secure (https) connection: this server is behind a proxy that did not say the request was https (X-Forwarded-Proto) — see TRUST_PROXY and TRUSTED_PROXIES.',
  );

export function createSessions(app: Koa, knex: Knex, config: Config) {
  app.keys = [config.SESSION_SECRET];
  const store = new PostgresSessionStore(knex, (ctx) => ctx.state.sessionKind);
  const koaSession = createSession(
    {
      key: SESSION_COOKIES.user,
      maxAge: SESSION_MAX_AGE_MS,
      rolling: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(config),
      signed: true,
      store: store as never,
    },
    app,
  );

  async function sessions(ctx: Context, next: Next) {
    // Static files and the PWA shell need no session (and no database round trip).
    if (!ctx.path.startsWith('/api/')) return next();
    const kind = sessionKindOf(ctx.path);
    ctx.state.sessionKind = kind;
    // Per-request options: koa-session copies them for each context.
    ctx.sessionOptions.key = SESSION_COOKIES[kind];
    try {
      await koaSession(ctx, async () => {
        await next();
        // A Set-Cookie on an answer a shared cache may keep would hand the cookie to others.
        if (/\bpublic\b/.test(ctx.response.get('Cache-Control'))) ctx.sessionOptions.rolling = false;
      });
    } catch (error) {
      // Otherwise a bare 500: the proxy in front dropped X-Forwarded-Proto, TRUST_PROXY is 0, or the
      // connection did not come from a TRUSTED_PROXIES address.
      if (error instanceof Error && error.message === INSECURE_COOKIE) throw httpsRequired();
      throw error;
    }
  }

  return { middleware: sessions, store };
}
