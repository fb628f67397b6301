import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';

/**
 * Serialises JSON answers to GET/HEAD once, tags them with a hash of their bytes and
 * answers 304 when the client already has them.
 */
export function jsonEtag() {
  return async function etag(ctx: Context, next: Next) {
    await next();
    if (!['GET', 'HEAD'].includes(ctx.method) || ctx.status !== 200) return;
    const body = ctx.body;
    if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body) return;
    const json = JSON.stringify(body);
    ctx.body = json;
    ctx.type = 'application/json; charset=utf-8';
    ctx.set('ETag', `W/"${createHash('sha1').update(json).digest('base64url')}"`);
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
}
