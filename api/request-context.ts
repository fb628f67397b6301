/**
 * The request a piece of code runs for, without passing ctx around: the fatal-error handlers
 * (api/process-guards.ts) read it to say which request an uncaught error came from.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, Next } from 'koa';

export interface RequestContext {
  requestId: string;
  method: string;
  path: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request whose work is running now, if any. */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs the rest of the chain inside the request's context (after requestLog gave it an id). */
export function requestContext() {
  return function runInRequestContext(ctx: Context, next: Next) {
    const context = { requestId: String(ctx.state.requestId ?? ''), method: ctx.method, path: ctx.path };
    return storage.run(context, next);
  };
}
