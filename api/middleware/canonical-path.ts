/**
 * One decision, before any routing, on how a path is spelled (issue #27). Every part of the app
 * that looks at a path — the routers, the admin guard, the sessions, the CSRF rule, the caches —
 * sees only the canonical spelling, so none of them can disagree about what a path means:
 *
 * - no empty segments (`//`), no `.` or `..` segments, no trailing slash (but `/` itself);
 * - no percent-encoding of a character that needs none (`%61dmin`), hex digits in upper case;
 * - the API (`/api/…`) and the pages in lower case; files (`/assets/index-B3x.js`, an upload, a
 *   name with an extension) keep their case, which is part of their name.
 *
 * A GET or HEAD for another spelling is redirected (308) to the canonical one, which then goes
 * through every check as any request does; any other method gets a 404, with nothing read or
 * stored. A path no canonical form exists for — an encoded slash or a backslash, or `..` above
 * the root — is refused (400).
 */
import type { Context, Next } from 'koa';
import { badRequest, notFound } from '../errors.ts';

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Paths whose case is part of a file's name. */
function keepsCase(segments: string[]): boolean {
  const [first] = segments;
  if (first === 'assets' || first === 'uploads') return true;
  const last = segments.at(-1) ?? '';
  return last.includes('.');
}

function decodeUnreserved(segment: string): string {
  return segment.replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : encoded.toUpperCase();
  });
}

function lowerCaseOutsideEscapes(segment: string): string {
  return segment.replace(/(%[0-9A-F]{2})|[^%]+/g, (part, encoded?: string) => encoded ?? part.toLowerCase());
}

/** The canonical spelling of a raw (undecoded) path, or null where there is none. */
export function canonicalPath(raw: string): string | null {
  if (!raw.startsWith('/') || raw.includes('\\') || /%(2F|5C)/i.test(raw)) return null;
  const segments: string[] = [];
  for (const rawSegment of raw.split('/')) {
    const segment = decodeUnreserved(rawSegment);
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const cased = keepsCase(segments) ? segments : segments.map(lowerCaseOutsideEscapes);
  return `/${cased.join('/')}`;
}

export function canonicalPaths() {
  return async function redirectToCanonicalPath(ctx: Context, next: Next) {
    const canonical = canonicalPath(ctx.path);
    if (canonical === null)
      throw badRequest(
        'This address has no valid form: it contains an encoded slash, a backslash or a ".." above the root',
      );
    if (canonical === ctx.path) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw notFound(`No route for ${ctx.method} ${ctx.path}: addresses are written ${canonical}`);
    }
    ctx.status = 308;
    ctx.set('Cache-Control', 'no-store');
    ctx.redirect(ctx.querystring ? `${canonical}?${ctx.querystring}` : canonical);
  };
}
