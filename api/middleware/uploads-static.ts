/**
 * Serves stored photos at /uploads/… from UPLOADS_DIR.
 *
 * Cache policy: `public, no-cache` with an ETag and Last-Modified, not a year as immutable.
 * A photo's bytes never change (each photo gets a fresh uuid folder, never reused), but a photo
 * can be deleted, and its author then expects it gone: with no-cache every cache (browser or
 * CDN) asks again before showing it, so a deleted photo is a 404 everywhere at once. The cost
 * is one conditional request per image view, answered 304 with no body.
 */
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { notFound } from '../errors.ts';
import { UPLOADS_URL_PREFIX } from '../storage/local-photo-storage.ts';

export const UPLOADS_CACHE_CONTROL = 'public, no-cache';

export function uploadsStatic(root: string) {
  return async function serveUploads(ctx: Context, next: Next) {
    if (!ctx.path.startsWith(`${UPLOADS_URL_PREFIX}/`)) return next();
    if (!['GET', 'HEAD'].includes(ctx.method)) return next();
    const path = ctx.path.slice(UPLOADS_URL_PREFIX.length);
    try {
      await send(ctx, path, {
        root,
        index: false,
        // Hidden folders (.tmp, where uploads are staged) are never served.
        hidden: false,
        setHeaders: (res, _path, stats) => {
          res.setHeader('Cache-Control', UPLOADS_CACHE_CONTROL);
          res.setHeader('ETag', `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`);
          // Photos are shown by our own pages only; nobody should frame or sniff them.
          res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
        },
      });
    } catch {
      // Missing file, a directory, or a path koa-send refuses ("..", hidden).
    }
    if (ctx.body == null) throw notFound('Photo not found');
    if (ctx.fresh) {
      ctx.status = 304;
      ctx.body = null;
    }
  };
}
