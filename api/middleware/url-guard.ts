/**
 * Refuses, before any route sees it, a URL that no route could use: one whose path or query
 * string does not decode (`%E0%A4%A`), or decodes to a NUL byte or broken Unicode, which
 * PostgreSQL cannot store or compare. Schemas check body fields the same way
 * (domain/common/safe-fields.ts); this covers path parameters and every query key at once.
 */
import type { Context, Next } from 'koa';
import { isStorableText } from '../../domain/common/safe-fields.ts';
import { badRequest } from '../errors.ts';

function decodes(raw: string): boolean {
  try {
    return isStorableText(decodeURIComponent(raw.replace(/\+/g, ' ')));
  } catch {
    return false;
  }
}

export function urlGuard() {
  return async function refuseUnusableUrls(ctx: Context, next: Next) {
    if (!decodes(ctx.path)) throw badRequest('The address contains characters that are not allowed');
    const query = ctx.querystring;
    if (query && !query.split('&').every(decodes)) {
      throw badRequest('The query string contains characters that are not allowed');
    }
    return next();
  };
}
