/**
 * Answers a public read the response cache already holds before the layers such an answer
 * does not need: request context, compression, body parsing, sessions, the signed-in actor and
 * the walk through every router. Those cost about three times what serving the kept bytes does
 * (issue #11: a cached /api/beaches took ~50 µs in the app against ~15 µs for a bare Koa app
 * sending the same bytes).
 *
 * It learns which addresses it may answer from the full chain: once a request to an address
 * was answered from or into the cache (cached-per-data-version.ts marks it), the address, the
 * route's cache options and its Cache-Control are remembered. Later requests to that address
 * are answered here while the kept answer is still true — the same data version check, the
 * same key, the same bytes and headers — and go down the chain otherwise (a miss, a stale
 * entry, a write in between). Nothing is built here.
 *
 * A request carrying a visitor's session cookie always takes the full chain: its answer rolls
 * the session's expiry forward (sessions.ts), which only the session layer can do.
 */
import type { Context, Next } from 'koa';
import { type CachedReadOptions, keptAnswer, sendPacked } from './cached-per-data-version.ts';
import { SESSION_COOKIES } from './sessions.ts';

interface KnownRead {
  options: CachedReadOptions;
  cacheControl: string;
}

/** Addresses remembered at most; a flood of query strings forgets them all and starts again. */
const MAX_KNOWN_READS = 1024;

function carriesSession(ctx: Context): boolean {
  const cookie = ctx.get('Cookie');
  return cookie !== '' && cookie.includes(SESSION_COOKIES.user);
}

export function cachedReadsFirst() {
  const known = new Map<string, KnownRead>();

  return async function answerKnownReads(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || carriesSession(ctx)) return next();
    const read = known.get(ctx.url);
    if (read) {
      const packed = await keptAnswer(ctx, read.options);
      if (packed) {
        await sendPacked(ctx, packed, read.options.type);
        ctx.set('Cache-Control', read.cacheControl);
        return;
      }
    }
    await next();
    const options: CachedReadOptions | undefined = ctx.state.cachedReadOptions;
    const cacheControl: unknown = ctx.response.get('Cache-Control');
    // An answer that set a cookie is not one to repeat to anyone else.
    if (!options || typeof cacheControl !== 'string' || ctx.response.get('Set-Cookie') !== undefined) return;
    if (known.size >= MAX_KNOWN_READS) known.clear();
    known.set(ctx.url, { options, cacheControl });
  };
}
