/**
 * A photo made ready for the outbox: bytes and a MIME type (Safari's IndexedDB fails on some
 * Blobs, dexie #1919), downscaled on the phone to the widest copy the server keeps, so a queue of
 * 12-megapixel photos stays small and sends quickly on a weak signal. Re-encoding also drops the
 * photo's metadata (GPS included) before it leaves the phone; the orientation is applied first.
 * Anything the browser cannot decode or shrink is kept as it was: the server checks it anyway.
 */
import { PHOTO_LIMITS } from '../../domain/community-requests.ts';
import type { OutboxFile } from './outbox-item.ts';

const JPEG_QUALITY = 0.88;

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

export async function photoForOutbox(
  file: File,
  field = 'photos',
  maxWidth: number = PHOTO_LIMITS.largestKeptWidth,
): Promise<OutboxFile> {
  const original: OutboxFile = { field, name: file.name, type: file.type, data: await file.arrayBuffer() };
  if (typeof createImageBitmap !== 'function') return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  try {
    if (bitmap.width <= maxWidth) return original;
    const height = Math.max(1, Math.round((bitmap.height * maxWidth) / bitmap.width));
    const smaller = await encode(bitmap, maxWidth, height);
    if (!smaller || smaller.size === 0 || smaller.size >= file.size) return original;
    return {
      field,
      name: `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`,
      type: 'image/jpeg',
      data: await smaller.arrayBuffer(),
    };
  } catch {
    return original;
  } finally {
    bitmap.close();
  }
}
