/**
 * Serves stored photos at /uploads/… from UPLOADS_DIR. A key is never reused for other bytes
 * (each upload gets a fresh uuid folder), so every file is cached for a year as immutable.
 */
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { notFound } from '../errors.ts';
import { UPLOADS_URL_PREFIX } from '../storage/local-photo-storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function uploadsStatic(root: string) {
  return async function serveUploads(ctx: Context, next: Next) {
    if (!ctx.path.startsWith(`${UPLOADS_URL_PREFIX}/`)) return next();
    if (!['GET', 'HEAD'].includes(ctx.method)) return next();
    const path = ctx.path.slice(UPLOADS_URL_PREFIX.length);
    try {
      await send(ctx, path, {
        root,
        index: false,
        hidden: false,
        setHeaders: (res) => {
          res.setHeader('Cache-Control', IMMUTABLE);
          // Photos are shown by our own pages only; nobody should frame or sniff them.
          res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
        },
      });
    } catch {
      // Missing file, a directory, or a path koa-send refuses ("..").
    }
    if (ctx.body == null) throw notFound('Photo not found');
  };
}
