/**
 * Serves stored photos at /uploads/…: from UPLOADS_DIR, or from the bucket when photos are in
 * S3-compatible storage (uploads-from-bucket.ts). Either way with PHOTO_CACHE_CONTROL
 * (`public, no-cache` and an ETag: storage/photo-storage.ts says why), and never a staged file.
 */
import type { Context, Next } from 'koa';
import send from 'koa-send';
import { notFound } from '../errors.ts';
import { UPLOADS_URL_PREFIX } from '../storage/local-photo-storage.ts';
import { PHOTO_CACHE_CONTROL } from '../storage/photo-storage.ts';
import { S3PhotoStorage } from '../storage/s3-photo-storage.ts';
import { sendBucketObject } from './uploads-from-bucket.ts';

const UPLOADS_CACHE_CONTROL = PHOTO_CACHE_CONTROL;

export function uploadsStatic(root: string) {
  return async function serveUploads(ctx: Context, next: Next) {
    if (!ctx.path.startsWith(`${UPLOADS_URL_PREFIX}/`)) return next();
    if (!['GET', 'HEAD'].includes(ctx.method)) return next();
    const path = ctx.path.slice(UPLOADS_URL_PREFIX.length);
    // Also with a public bucket URL: /uploads/… links made before the move to the bucket keep working.
    const storage = ctx.services.photoStorage;
    if (storage instanceof S3PhotoStorage) return sendBucketObject(ctx, storage, path.slice(1));
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
