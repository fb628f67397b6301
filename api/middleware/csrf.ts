/**
 * CSRF rules (DESIGN.md, issue #27), for every state-changing API request:
 *
 * 1. It comes from our own pages. A browser names the page a request comes from in `Origin` (on
 *    every POST, PUT, PATCH and DELETE) and says in `Sec-Fetch-Site` whether it is another site's;
 *    a request that carries either must show it is ours: `Origin` the site's own (the configured
 *    PUBLIC_URL, or the host the request was sent to), `Sec-Fetch-Site` same-origin or none.
 *    Clients that are not browsers send neither and are let through: they hold no visitor's cookie.
 *    This covers the requests with no body too (both logouts, the admin's retention run, deletes).
 * 2. A body is JSON or multipart. A cross-site HTML form can only send urlencoded, multipart or
 *    text/plain bodies, and a cross-site script cannot send JSON without a CORS preflight we never
 *    grant.
 */
import type { Context, Next } from 'koa';
import { HttpError, unsupportedMediaType } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  if (length !== '') return Number(length) > 0;
  return ctx.get('Transfer-Encoding') !== '';
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function comesFromOurPages(ctx: Context, publicUrl: string): boolean {
  const origin = ctx.get('Origin');
  if (origin !== '') return origin === new URL(publicUrl).origin || hostOf(origin) === ctx.host;
  const site = ctx.get('Sec-Fetch-Site');
  return site === '' || site === 'same-origin' || site === 'none';
}

export function requireSameOriginWrites(publicUrl: string) {
  return async function checkStateChangingRequest(ctx: Context, next: Next) {
    if (!STATE_CHANGING.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    if (!comesFromOurPages(ctx, publicUrl)) {
      throw new HttpError(
        403,
        'cross_site_request',
        'This request came from another site: send it from the Devon Dog Beaches pages',
      );
    }
    if (hasBody(ctx) && !ctx.is('application/json', 'multipart/form-data')) {
      throw unsupportedMediaType('Send the request as application/json (or multipart/form-data for photos)');
    }
    return next();
  };
}
