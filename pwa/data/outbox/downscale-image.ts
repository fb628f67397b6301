/**
 * A photo made ready for the outbox: bytes and a MIME type (Safari's IndexedDB fails on some
 * Blobs, dexie #1919), made smaller on the phone — by width, longer side, pixel count and bytes
 * (photo-target-size.ts) — so a queue of 12-megapixel photos stays small and sends quickly on a
 * weak signal. Re-encoding also drops the photo's metadata (GPS included) before it leaves the
 * phone; the orientation is applied first. Anything the browser cannot decode or shrink is kept
 * as it was: the server checks it anyway.
 */
import type { OutboxFile } from './outbox-item.ts';
import { targetPhotoSize } from './photo-target-size.ts';

const JPEG_QUALITY = 0.88;

/** Draws on white: a JPEG has no transparency, and a PNG's clear pixels would turn black. */
function draw(
  context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null,
  bitmap: ImageBitmap,
  width: number,
  height: number,
) {
  if (!context) return;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    draw(canvas.getContext('2d'), bitmap, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  draw(canvas.getContext('2d'), bitmap, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

export async function photoForOutbox(file: File, field = 'photos'): Promise<OutboxFile> {
  const original: OutboxFile = { field, name: file.name, type: file.type, data: await file.arrayBuffer() };
  if (typeof createImageBitmap !== 'function') return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return original;
  }
  try {
    const size = targetPhotoSize({
      width: bitmap.width,
      height: bitmap.height,
      bytes: file.size,
      type: file.type,
    });
    if (!size) return original;
    const smaller = await encode(bitmap, size.width, size.height);
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
