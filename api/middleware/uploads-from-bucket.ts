/**
 * /uploads/<key> answered from the photo bucket: the object's bytes streamed through, with its
 * Content-Type, Content-Length, ETag and Cache-Control. A conditional request is passed on to
 * the bucket, which answers 304 without sending the body. Staged keys (staging/…) and anything
 * that is not a safe key are 404, like a missing object.
 */
import type { Readable } from 'node:stream';
import type { Context } from 'koa';
import { notFound } from '../errors.ts';
import { PHOTO_CACHE_CONTROL } from '../storage/photo-storage.ts';
import type { S3PhotoStorage } from '../storage/s3-photo-storage.ts';

export async function sendBucketObject(ctx: Context, storage: S3PhotoStorage, key: string): Promise<void> {
  const ifNoneMatch = ctx.get('If-None-Match');
  const object = await storage.read(key, { ifNoneMatch, head: ctx.method === 'HEAD' });
  if (object === null) throw notFound('Photo not found');
  // Photos are shown by our own pages only; nobody should frame or sniff them.
  ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
  if (object === 'not-modified') {
    ctx.set('Cache-Control', PHOTO_CACHE_CONTROL);
    // The bucket matched it, so a single tag asked about is the object's own.
    if (!ifNoneMatch.includes(',')) ctx.set('ETag', ifNoneMatch.trim());
    ctx.status = 304;
    return;
  }
  // The body first: Koa's body setter drops Content-Type and Content-Length set before it.
  if ('Body' in object && object.Body) ctx.body = object.Body as Readable;
  ctx.status = 200;
  ctx.type = object.ContentType ?? 'application/octet-stream';
  if (object.ContentLength !== undefined) ctx.length = object.ContentLength;
  ctx.set('Cache-Control', object.CacheControl ?? PHOTO_CACHE_CONTROL);
  if (object.ETag) ctx.set('ETag', object.ETag);
  if (object.LastModified) ctx.lastModified = object.LastModified;
}
