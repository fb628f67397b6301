/**
 * Serves a public JSON read from the app's response cache (services/response-cache.ts) while
 * the data version it was built at stands, pre-compressed (brotli, gzip) with a strong ETag and
 * 304 for a client that has it. On a miss the route's handler runs as usual and its answer is
 * kept; requests for the same answer that arrive meanwhile wait for it rather than build it
 * again. Only for answers that do not depend on who asks (no session, no cookie in them).
 *
 * The cached answer is the body alone: headers a handler sets are not replayed on a hit, so a
 * route states its Cache-Control with cacheControl() in the chain, before this.
 */
import type { Knex } from 'knex';
import type { Context, Next } from 'koa';
import { londonDayNumber } from '../../domain/clock/london-time.ts';
import type { CacheEntry, ContentEncoding, PackedJson, ResponseCache } from '../services/response-cache.ts';

export interface CachedReadOptions {
  /**
   * The query parameters the answer depends on (the first value of each, as parseQuery reads
   * them). Every other parameter is left out of the key, so a cache-busting `?nocache=…` or
   * an unknown one cannot multiply entries.
   */
  query?: readonly string[];
  /**
   * Anything else the answer depends on, added to the key (the London date, for a listing
   * filtered by today's dog rules); null adds nothing.
   */
  keyPart?: (ctx: Context) => string | null;
  /** Answers that also change with time (warnings that expire) are rebuilt at least this often. */
  maxAgeMs?: number;
  /**
   * A narrower version, read only when the data version moved: an entry whose content version
   * is unchanged is kept (a snapshot that a new review does not touch).
   */
  contentVersion?: (knex: Knex) => Promise<string>;
  /** Requests the cache is for (default all); the rest go straight to the handler. */
  only?: (ctx: Context) => boolean;
  /**
   * The answer's media type when it is text other than JSON (an iCalendar feed): the handler
   * then answers a string, kept as it is and served with this type.
   */
  type?: string;
}

/** The path and the parameters that matter, in a fixed order: equal answers, equal keys. */
function cacheKey(ctx: Context, names: readonly string[]): string {
  const pairs: string[] = [];
  for (const name of names) {
    if (!Object.hasOwn(ctx.query, name)) continue;
    const value = ctx.query[name];
    const first = (Array.isArray(value) ? value[0] : value) ?? '';
    pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(first)}`);
  }
  return pairs.length > 0 ? `${ctx.path}?${pairs.join('&')}` : ctx.path;
}

/**
 * Within its maximum age and before the moment its builder said it lapses (a clock set back, as
 * tests do, counts as too old: what it holds may be for a later time).
 */
function young(entry: CacheEntry, options: CachedReadOptions): boolean {
  if (entry.keptUntil !== undefined && (Date.now() >= entry.keptUntil || Date.now() < entry.builtAt))
    return false;
  if (options.maxAgeMs === undefined) return true;
  const age = Date.now() - entry.builtAt;
  return age >= 0 && age < options.maxAgeMs;
}

/**
 * The entry that answers this request: a kept one that is still true, or a new one. `build` may
 * set the new entry's `keptUntil` once it knows how long what it built stays true.
 */
export async function currentCacheEntry(
  cache: ResponseCache,
  key: string,
  options: CachedReadOptions,
  build: (entry: CacheEntry) => Promise<PackedJson | null>,
): Promise<CacheEntry> {
  // Read before anything is built: an entry is never labelled fresher than what it holds.
  const dataVersion = await cache.dataVersion.read();
  const kept = cache.get(key);
  if (kept && young(kept, options) && kept.dataVersion === dataVersion) return kept;
  const contentVersion = await options.contentVersion?.(cache.knex);
  // Another request may have rebuilt it while this one read the content version.
  const latest = cache.get(key);
  if (latest && young(latest, options)) {
    if (latest.dataVersion === dataVersion) return latest;
    if (contentVersion !== undefined && latest.contentVersion === contentVersion) {
      latest.dataVersion = dataVersion;
      return latest;
    }
  }
  const entry: CacheEntry = {
    dataVersion,
    contentVersion,
    builtAt: Date.now(),
    packed: Promise.resolve(null),
  };
  entry.packed = build(entry);
  cache.set(key, entry);
  return entry;
}

/** What the handler answered, packed, if it is a 200 with a JSON body (or the text of `type`). */
async function packHandlerAnswer(ctx: Context, next: Next, type?: string): Promise<PackedJson | null> {
  await next();
  const { body } = ctx;
  if (type !== undefined) {
    const text = ctx.status === 200 && typeof body === 'string';
    return text ? ctx.services.responseCache.pack(Buffer.from(body)) : null;
  }
  if (ctx.status !== 200 || body === null || typeof body !== 'object') return null;
  if (Buffer.isBuffer(body) || 'pipe' in body) return null;
  return ctx.services.responseCache.pack(Buffer.from(JSON.stringify(body)));
}

/** Smaller answers go plain: compression would save less than it costs (koa-compress too). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The encoding this client takes, best first (brotli, else gzip), whatever the answer's size. */
export function acceptedEncoding(ctx: Context): ContentEncoding | false {
  const encoding = ctx.acceptsEncodings('br') || ctx.acceptsEncodings('gzip');
  return encoding === 'br' || encoding === 'gzip' ? encoding : false;
}

/** How a kept answer travels to a client that takes `accepted`: small ones go plain. */
export function answerEncoding(
  packed: PackedJson,
  accepted: ContentEncoding | false,
): ContentEncoding | false {
  return packed.json.length >= COMPRESSION_THRESHOLD_BYTES ? accepted : false;
}

/** Brotli whenever the client takes it (smaller), else gzip, else the plain bytes. */
export async function sendPacked(
  ctx: Context,
  packed: PackedJson,
  type = 'application/json; charset=utf-8',
): Promise<void> {
  ctx.set('ETag', packed.etag);
  ctx.vary('Accept-Encoding');
  ctx.type = type;
  // Already compressed: koa-compress must not compress it again.
  ctx.compress = false;
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  const encoding = answerEncoding(packed, acceptedEncoding(ctx));
  if (encoding) {
    ctx.set('Content-Encoding', encoding);
    ctx.body = await packed.encode(encoding);
  } else {
    ctx.body = packed.json;
  }
}

/**
 * What a kept answer is found by (cachedReadsFirst learns an address by it): set on ctx.state
 * once a request was answered from the cache or into it.
 */
export interface CachedRead {
  options: CachedReadOptions;
  /**
   * The key without London's day when the request's address alone decides it (no keyPart
   * added to it): what keptReadsInFront finds the answer by, with no Koa context to ask.
   */
  address: string | null;
}

/**
 * The key an answer is kept under today. Every key holds London's day: a beach's confidence
 * follows from its evidence on that day (an order runs out, a sign seen stops counting), so no
 * answer outlives the day it was built for.
 */
export const keyForToday = (address: string): string => `${address}@${londonDayNumber(new Date())}`;

/** The key this request's answer is kept under, or null when the cache is not for it. */
function requestKey(ctx: Context, options: CachedReadOptions): { key: string; read: CachedRead } | null {
  if (options.only && !options.only(ctx)) return null;
  const address = cacheKey(ctx, options.query ?? []);
  const part = options.keyPart?.(ctx) ?? null;
  if (part === null) return { key: keyForToday(address), read: { options, address } };
  return { key: keyForToday(`${address}#${part}`), read: { options, address: null } };
}

/** The kept answer under `key` if it was built at `dataVersion` and is not too old (else null). */
export function keptAt(
  cache: ResponseCache,
  key: string,
  options: CachedReadOptions,
  dataVersion: string,
): PackedJson | null {
  const kept = cache.get(key);
  if (!kept || !young(kept, options) || kept.dataVersion !== dataVersion) return null;
  // Still being built: the chain waits for it.
  return kept.built ?? null;
}

/** The kept answer under `key` if it is still true, without building anything (else null). */
export async function keptAnswerAt(
  cache: ResponseCache,
  key: string,
  options: CachedReadOptions,
): Promise<PackedJson | null> {
  return keptAt(cache, key, options, await cache.dataVersion.read());
}

/** The kept answer to this request if it is still true (what cachedReadsFirst serves in the chain). */
export function keptAnswer(ctx: Context, options: CachedReadOptions): Promise<PackedJson | null> {
  const found = requestKey(ctx, options);
  return found ? keptAnswerAt(ctx.services.responseCache, found.key, options) : Promise.resolve(null);
}

/**
 * Sets ctx.state.cachedRead once a request was answered from the cache or into it (what
 * cachedReadsFirst remembers the address by).
 */
export function cachedPerDataVersion(options: CachedReadOptions = {}) {
  return async function answerFromCache(ctx: Context, next: Next) {
    const found = requestKey(ctx, options);
    if (found === null) return next();
    let handlerRan = false;
    const entry = await currentCacheEntry(ctx.services.responseCache, found.key, options, () => {
      handlerRan = true;
      return packHandlerAnswer(ctx, next, options.type);
    });
    if (handlerRan) {
      // The handler's own error (a 400, a 503) or answer (a 404) stands when nothing was packed.
      const packed = await entry.packed;
      if (packed) {
        await sendPacked(ctx, packed, options.type);
        ctx.state.cachedRead = found.read;
      }
      return;
    }
    const packed = await entry.packed.catch(() => null);
    if (packed) {
      ctx.state.cachedRead = found.read;
      return sendPacked(ctx, packed, options.type);
    }
    // The request this one waited for got no answer worth keeping: this one gets its own.
    return next();
  };
}
