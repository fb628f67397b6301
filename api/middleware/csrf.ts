/**
 * CSRF rule (DESIGN.md): a state-changing API request that carries a body must send it as JSON
 * or multipart. A cross-site HTML form can only send urlencoded, multipart or text/plain
 * bodies, and a cross-site script cannot send JSON without a CORS preflight we never grant;
 * multipart (photo uploads) is covered by the SameSite=Lax session cookie, which a cross-site
 * POST does not carry. Requests with no body at all (logout, deletes) need no content type.
 */
import type { Context, Next } from 'koa';
import { unsupportedMediaType } from '../errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(ctx: Context): boolean {
  const length = ctx.get('Content-Length');
  if (length !== '') return Number(length) > 0;
  return ctx.get('Transfer-Encoding') !== '';
}

export function requireSafeContentType() {
  return async function checkContentType(ctx: Context, next: Next) {
    if (STATE_CHANGING.has(ctx.method) && ctx.path.startsWith('/api/') && hasBody(ctx)) {
      if (!ctx.is('application/json', 'multipart/form-data')) {
        throw unsupportedMediaType(
          'Send the request as application/json (or multipart/form-data for photos)',
        );
      }
    }
    return next();
  };
}
