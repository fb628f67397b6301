/**
 * Answers a kept public read before Koa makes a context for it (issue #32.3). Under load, the
 * app's p99 on the full list was 1.7 times that of a bare node:http server sending the same
 * bytes. Answering from the cache inside the chain (cached-reads-first.ts) still took two to
 * three times the bare server's CPU per request: Koa's context, request and response objects
 * and its finish listeners, a promise per middleware, a child logger, a dozen setHeader calls,
 * the path checks and the Accept-Encoding negotiation, and 40 KB of garbage. A burst of 50
 * requests waits behind all of that; here a request costs about what the bare server's does.
 *
 * Only a GET that cachedReadsFirst already answered from the cache, for the same address and
 * Accept-Encoding, is answered here: with the headers it sent then (known-reads.ts), the kept
 * answer's ETag and bytes, a request id of its own and the request's log line. It is found the
 * same way — the same key, the same data version check — so a write is seen at once. The path
 * checks the chain makes first (url-guard.ts, canonical-path.ts) depend on the address alone,
 * which the chain already let through. Everything else goes to the chain: HEAD, a conditional
 * GET (304), a session cookie, a missing or stale answer, a data version that cannot be read
 * (the chain answers 503).
 */
import { type IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import type { Logger } from 'pino';
import type { ContentEncoding, PackedJson, ResponseCache } from '../services/response-cache.ts';
import { answerEncoding, keptAnswerAt, keptAt, keyForToday } from './cached-per-data-version.ts';
import { carriesSession } from './cached-reads-first.ts';
import type { AnswerHead, KnownRead, KnownReads } from './known-reads.ts';
import { requestIdOf, requestLine } from './request-log.ts';

type Listener = ReturnType<Koa['callback']>;

interface Front {
  reads: KnownReads;
  cache: ResponseCache;
  logger: Logger;
}

interface Answerable {
  read: KnownRead;
  /** The kept answer's key without the day. */
  address: string;
  head: AnswerHead;
}

/** The known read and how the chain answered it, when this request is one to answer here. */
function answerable(req: IncomingMessage, reads: KnownReads): Answerable | null {
  if (req.method !== 'GET' || req.url === undefined) return null;
  const read = reads.get(req.url);
  if (!read || read.address === null) return null;
  const { headers } = req;
  if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return null;
  if (carriesSession(headers.cookie)) return null;
  const head = read.heads.get(headers['accept-encoding'] ?? '');
  return head ? { read, address: read.address, head } : null;
}

/** The kept answer with its headers, as cachedReadsFirst sent it, with a request id of its own. */
function send(
  req: IncomingMessage,
  res: ServerResponse,
  { head }: Answerable,
  packed: PackedJson,
  [encoding, body]: [ContentEncoding | false, Buffer],
  { logger }: Front,
  started: bigint,
): void {
  const incomingId = req.headers['x-request-id'];
  const id = requestIdOf(typeof incomingId === 'string' ? incomingId : undefined);
  const headers = ['X-Request-Id', id, ...head.headers, 'ETag', packed.etag];
  if (encoding) headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(body.length));
  res.writeHead(200, headers);
  res.end(body);
  logger.info({ reqId: id, ...requestLine(req.method, req.url as string, 200, started) }, 'request');
}

/**
 * On embedded PGlite with no statement sent since the last version read, and the answer and its
 * compressed copy at hand, the answer goes in this same turn: no promise, no await (with the
 * request context's AsyncLocalStorage on, each promise has a cost of its own).
 */
function answeredNow(req: IncomingMessage, res: ServerResponse, found: Answerable, front: Front): boolean {
  const started = process.hrtime.bigint();
  const dataVersion = front.cache.dataVersion.known();
  if (dataVersion === undefined) return false;
  const packed = keptAt(front.cache, keyForToday(found.address), found.read.options, dataVersion);
  if (!packed) return false;
  const encoding = answerEncoding(packed, found.head.accepted);
  const body = encoding ? packed.encodedNow(encoding) : packed.json;
  if (!body) return false;
  send(req, res, found, packed, [encoding, body], front, started);
  return true;
}

/** After a version read: true once answered; false leaves the request untouched for the chain. */
async function answeredLater(
  req: IncomingMessage,
  res: ServerResponse,
  found: Answerable,
  front: Front,
): Promise<boolean> {
  const started = process.hrtime.bigint();
  const packed = await keptAnswerAt(front.cache, keyForToday(found.address), found.read.options);
  if (!packed) return false;
  const encoding = answerEncoding(packed, found.head.accepted);
  const body = encoding ? await packed.encode(encoding) : packed.json;
  send(req, res, found, packed, [encoding, body], front, started);
  return true;
}

const ANSWERED = Promise.resolve();

/** Koa's request listener with kept reads answered in front of it. */
export function keptReadsInFront(chain: Listener, front: Front): Listener {
  return (req, res) => {
    const found = res instanceof ServerResponse ? answerable(req as IncomingMessage, front.reads) : null;
    if (!found) return chain(req, res);
    // Whatever goes wrong before the answer is under way, the chain answers instead (a 503).
    const toChain = async () => (res.headersSent ? undefined : chain(req, res));
    try {
      if (answeredNow(req as IncomingMessage, res as ServerResponse, found, front)) return ANSWERED;
    } catch {
      return toChain();
    }
    return answeredLater(req as IncomingMessage, res as ServerResponse, found, front).then(
      (answered) => (answered ? undefined : toChain()),
      toChain,
    );
  };
}
