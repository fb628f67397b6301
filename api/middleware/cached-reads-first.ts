/**
 * Answers a public read the response cache already holds before the layers such an answer
 * does not need: request context, compression, body parsing, sessions, the signed-in actor and
 * the walk through every router. Those cost about three times what serving the kept bytes does
 * (issue #11: a cached /api/beaches took ~50 µs in the app against ~15 µs for a bare Koa app
 * sending the same bytes).
 *
 * It learns which addresses it may answer from the full chain (known-reads.ts). Later requests
 * to such an address are answered here while the kept answer is still true — the same data
 * version check, the same key, the same bytes and headers — and go down the chain otherwise (a
 * miss, a stale entry, a write in between). Nothing is built here. How it answered a GET is
 * recorded too: the next such request is answered before Koa (kept-reads-in-front.ts), and only
 * what that one leaves comes here (HEAD, a conditional GET, an Accept-Encoding not seen yet).
 *
 * A request carrying a visitor's session cookie always takes the full chain: its answer rolls
 * the session's expiry forward (sessions.ts), which only the session layer can do.
 */
import type { Context, Next } from 'koa';
import { keptAnswer, sendPacked } from './cached-per-data-version.ts';
import type { KnownReads } from './known-reads.ts';
import { SESSION_COOKIES } from './sessions.ts';

/** A visitor's session cookie among the request's cookies (`Cookie` as sent, '' when none). */
export function carriesSession(cookie: string | undefined): boolean {
  return cookie !== undefined && cookie !== '' && cookie.includes(SESSION_COOKIES.user);
}

export function cachedReadsFirst(reads: KnownReads) {
  return async function answerKnownReads(ctx: Context, next: Next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || carriesSession(ctx.get('Cookie'))) return next();
    const read = reads.get(ctx.url);
    if (read) {
      const packed = await keptAnswer(ctx, read.options);
      if (packed) {
        await sendPacked(ctx, packed, read.options.type);
        ctx.set('Cache-Control', read.cacheControl);
        reads.learnHead(ctx, read);
        return;
      }
    }
    await next();
    reads.learn(ctx);
  };
}
