/**
 * How request bodies are read, JSON and photo uploads alike (issue #27 item 10): in an encoding
 * we can read, and within a time of the server's own. A body that is not what its
 * Content-Encoding says is a 400, an encoding we do not read a 415, and a body that has not
 * arrived in time a 408, after which the connection is closed; none of them a 500 or a
 * connection held open for as long as the client likes.
 */
import bodyParser from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { badRequest, HttpError, requestTimeout, unsupportedMediaType } from '../errors.ts';

/** A JSON body is at most 100 KB: 2 s on the 500 kbit/s weak signal the PWA is built for. */
const JSON_BODY_TIME_LIMIT_MS = 10_000;
/** Four photos as the PWA sends them (downscaled, ~3 MB together) take ~50 s at 500 kbit/s. */
export const UPLOAD_BODY_TIME_LIMIT_MS = 120_000;

/** The methods whose bodies @koa/bodyparser reads (its default). */
const BODY_METHODS = ['POST', 'PUT', 'PATCH'];

const UNKNOWN_JSON_ENCODING =
  'The body is in a Content-Encoding the server does not read: send it as gzip, deflate, br or uncompressed';
const NOT_AS_ENCODED = 'The body could not be decompressed as its Content-Encoding says';

/** How long, and how much more, a refused body is read and dropped before its connection closes. */
const LINGER_MS = 2000;
const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops what is left of a refused body for a little while after the answer, then closes
 * the connection. Closing at once, with the client still sending, makes the kernel reset the
 * connection, and a reset can throw away the answer before the client reads it: the user would see
 * "connection lost" instead of "this photo is too large". Bounded, so an endless body costs at
 * most LINGER_BYTES and LINGER_MS.
 */
export function discardRestOfBody(ctx: Context): void {
  const req = ctx.req;
  if (req.destroyed || req.readableEnded) return;
  let dropped = 0;
  const close = () => req.socket.destroy();
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  req.resume();
  ctx.res.once('finish', () => {
    if (req.readableEnded) return;
    const timer = setTimeout(close, LINGER_MS);
    timer.unref();
    req.once('end', () => clearTimeout(timer));
    req.once('close', () => clearTimeout(timer));
  });
}

/** The 408 for a body that has not fully arrived in its time. */
export const bodyTooSlow = () => requestTimeout('The request body took too long to arrive');

/** `reading`, or a 408 once `limitMs` has passed (and the connection closes soon after). */
function withinTimeLimit<T>(ctx: Context, reading: Promise<T>, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      discardRestOfBody(ctx);
      reject(bodyTooSlow());
    }, limitMs);
  });
  return Promise.race([reading, late]).finally(() => clearTimeout(timer));
}

/** What the body parser threw, as the client's own error where it is one. */
function bodyError(ctx: Context, error: unknown): unknown {
  discardRestOfBody(ctx);
  if (error instanceof HttpError) return error;
  const status = (error as { status?: unknown })?.status;
  // inflation's refusal of an encoding it does not know, in our words.
  if (status === 415) return unsupportedMediaType(UNKNOWN_JSON_ENCODING);
  if (typeof status === 'number') return error;
  // zlib's errors carry no status: a body that is not the gzip, deflate or br it claims to be.
  const encoding = ctx.get('Content-Encoding');
  if (encoding !== '' && encoding !== 'identity') return badRequest(NOT_AS_ENCODED);
  return error;
}

/**
 * Parses JSON bodies (up to 100 KB, after decompression) into ctx.request.body, within
 * `timeLimitMs`. Other bodies are left to the routes that read them (photo uploads).
 */
export function jsonBodies(timeLimitMs = JSON_BODY_TIME_LIMIT_MS): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: '100kb', encoding: 'utf-8' });
  return async function readJsonBody(ctx, next) {
    // The parser reads no other method's body: no timer for every page and tile.
    if (!BODY_METHODS.includes(ctx.method)) return parse(ctx, next);
    let parsed = false;
    try {
      await withinTimeLimit(
        ctx,
        parse(ctx, async () => {
          parsed = true;
        }),
        timeLimitMs,
      );
    } catch (error) {
      throw bodyError(ctx, error);
    }
    // The parser answers on its own a request whose client has already gone.
    if (parsed) await next();
  };
}

/** A photo upload is sent as it is: photos are compressed already. */
export function refuseEncodedUpload(ctx: Context): void {
  const encoding = ctx.get('Content-Encoding');
  if (encoding === '' || encoding === 'identity') return;
  discardRestOfBody(ctx);
  throw unsupportedMediaType('Send the upload without a Content-Encoding: photos are compressed already');
}
