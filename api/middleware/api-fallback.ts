/**
 * What an /api/ request no route handled gets: 405 with `Allow` when the path exists under
 * other methods (PROPFIND, PATCH… included: never the router's 501), an `Allow` list for
 * OPTIONS, and otherwise a JSON 404. Built from the same routers the app mounts.
 */
import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import { methodNotAllowed, notFound } from '../errors.ts';

export function apiFallback(routers: Router[]) {
  return async function answerUnroutedApi(ctx: Context, next: Next) {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    const allowed = new Set<string>();
    for (const router of routers) {
      for (const layer of router.match(ctx.path, ctx.method).path) {
        for (const method of layer.methods) allowed.add(method);
      }
    }
    if (allowed.size === 0) throw notFound(`No API route for ${ctx.method} ${ctx.path}`);
    const methods = [...allowed, 'OPTIONS'];
    if (ctx.method === 'OPTIONS') {
      ctx.status = 204;
      ctx.set('Allow', methods.join(', '));
      return;
    }
    throw methodNotAllowed(ctx.method, methods);
  };
}
