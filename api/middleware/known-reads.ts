/**
 * The addresses whose answers the response cache holds, learnt from the full middleware chain:
 * once a request to an address was answered from the cache or into it (cached-per-data-version.ts
 * says so in ctx.state.cachedRead), the address is remembered with what answering it again
 * takes: the route's cache options and its Cache-Control. cachedReadsFirst answers those in the
 * chain, and records, for each Accept-Encoding a client sent, the headers it answered with;
 * keptReadsInFront repeats them before Koa. Both first check that the kept answer is still true.
 */
import type { Context } from 'koa';
import type { ContentEncoding } from '../services/response-cache.ts';
import { acceptedEncoding, type CachedRead, type CachedReadOptions } from './cached-per-data-version.ts';

/**
 * Headers not repeated from the chain's answer: the request's own id, a cookie (never another
 * visitor's), those of the kept answer itself (written afresh for each), and Node's own.
 */
const WRITTEN_PER_ANSWER = new Set([
  'x-request-id',
  'set-cookie',
  'etag',
  'content-encoding',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

/** How the chain answered an address for one Accept-Encoding. */
export interface AnswerHead {
  /** The encoding that client takes (sendPacked's choice for an answer large enough). */
  accepted: ContentEncoding | false;
  /** The chain's other headers (names in lower case, as Node keeps them), one flat list for writeHead. */
  headers: string[];
}

export interface KnownRead {
  options: CachedReadOptions;
  cacheControl: string;
  /** The cache key without the day, when the address alone decides it (CachedRead.address). */
  address: string | null;
  /** By the Accept-Encoding header as sent ('' when none). */
  heads: Map<string, AnswerHead>;
}

/** Addresses remembered at most; a flood of query strings forgets them all and starts again. */
const MAX_KNOWN_READS = 1024;
/** Accept-Encoding headers remembered per address (browsers send a handful). */
const MAX_HEADS_PER_READ = 8;

function headOf(ctx: Context): AnswerHead {
  const headers: string[] = [];
  for (const name of ctx.res.getHeaderNames()) {
    if (WRITTEN_PER_ANSWER.has(name)) continue;
    const value = ctx.res.getHeader(name);
    for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
  }
  return { accepted: acceptedEncoding(ctx), headers };
}

export class KnownReads {
  private readonly reads = new Map<string, KnownRead>();

  get(url: string): KnownRead | undefined {
    return this.reads.get(url);
  }

  /** After the chain answered: remembers the address if its answer came from the cache or went into it. */
  learn(ctx: Context): void {
    const cachedRead: CachedRead | undefined = ctx.state.cachedRead;
    const cacheControl: unknown = ctx.response.get('Cache-Control');
    // An answer that set a cookie is not one to repeat to anyone else.
    if (!cachedRead || typeof cacheControl !== 'string' || ctx.response.get('Set-Cookie') !== undefined)
      return;
    if (this.reads.has(ctx.url)) return;
    if (this.reads.size >= MAX_KNOWN_READS) this.reads.clear();
    this.reads.set(ctx.url, { ...cachedRead, cacheControl, heads: new Map() });
  }

  /**
   * After cachedReadsFirst answered a known read with its kept answer: how it did, for this
   * Accept-Encoding (what keptReadsInFront repeats).
   */
  learnHead(ctx: Context, read: KnownRead): void {
    const acceptEncoding = ctx.get('Accept-Encoding');
    if (ctx.method !== 'GET' || ctx.status !== 200 || read.address === null) return;
    if (read.heads.has(acceptEncoding) || read.heads.size >= MAX_HEADS_PER_READ) return;
    read.heads.set(acceptEncoding, headOf(ctx));
  }
}
