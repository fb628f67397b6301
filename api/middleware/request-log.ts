import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from 'pino';

const REQUEST_ID = /^[\w-]{1,64}$/;

/** Query parameters that carry a credential: reset and verification tokens, OAuth code and state. */
const SECRET_PARAM = /token|^code$|^state$|password|secret/i;

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The URL as it may be logged: values of secret query parameters replaced, everything else as
 * sent. A live reset link in a log file is as good as the mailbox it was sent to.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const fragmentStart = url.indexOf('#', queryStart);
  const end = fragmentStart < 0 ? url.length : fragmentStart;
  const query = url
    .slice(queryStart + 1, end)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_PARAM.test(decodedName(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}${url.slice(end)}`;
}

/** The request's id: the one it came with (X-Request-Id) when sane, else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** What the line logged as a request ends says of it (`started`: process.hrtime.bigint()). */
export function requestLine(method: string | undefined, url: string, status: number, started: bigint) {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { method, url: redactUrl(url), status, ms: Math.round(ms * 10) / 10 };
}

/** Gives every request an id (kept from X-Request-Id when sane) and logs one line when it ends. */
export function requestLog(logger: Logger) {
  return async function logRequest(ctx: Context, next: Next) {
    const id = requestIdOf(ctx.get('X-Request-Id'));
    const started = process.hrtime.bigint();
    ctx.state.requestId = id;
    ctx.state.log = logger.child({ reqId: id });
    ctx.set('X-Request-Id', id);
    try {
      await next();
    } finally {
      ctx.state.log.info(requestLine(ctx.method, ctx.originalUrl, ctx.status, started), 'request');
    }
  };
}
