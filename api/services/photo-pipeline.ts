/**
 * One uploaded photo's way from bytes to the files we serve, shared by every upload form
 * (community photos, the admin's beach photos): every file's header is checked first (cheap,
 * no decode), so a refusal comes at once, without waiting for the queue; then the upload waits
 * its turn in the image queue (503 when that is full), and its photos are decoded one at a time:
 * four full-size decodes at once would need four times the memory. Each photo has a time limit,
 * so a hostile one holds the queue for at most that long.
 */
import { payloadTooLarge, unprocessableContent, unsupportedMediaType } from '../errors.ts';
import {
  IMAGE_TIME_LIMIT_MS,
  ImageRejected,
  inspectPhoto,
  MAX_ASPECT_RATIO,
  MAX_INPUT_MEGAPIXELS,
  MAX_INPUT_SIDE,
  renderVariants,
} from './image-processing.ts';
import { imageQueue } from './image-queue.ts';

export interface PhotoFile {
  filename: string;
  data: Buffer;
}

/** Rethrows a refused image as the answer that names the file (`notAnImage` words the 415). */
function refuse(file: PhotoFile, error: unknown, notAnImage: (filename: string) => string): never {
  if (!(error instanceof ImageRejected)) throw error;
  const name = file.filename;
  switch (error.reason) {
    case 'too-many-pixels':
      throw payloadTooLarge(
        `${name} has too many pixels to process (the limit is ${MAX_INPUT_MEGAPIXELS} megapixels).`,
      );
    case 'side-too-long':
      throw payloadTooLarge(
        `${name} is too large to process (the limit is ${MAX_INPUT_SIDE} pixels on its longest side).`,
      );
    case 'too-narrow':
      throw unprocessableContent(
        `${name} is too long and narrow to be a photo (its longest side may be at most ${MAX_ASPECT_RATIO} times its shortest).`,
      );
    case 'too-slow':
      // 422, not 503: sent again, the same image would fail the same way.
      throw unprocessableContent(`We could not process ${name}: it took too long. Please try another photo.`);
    case 'not-an-image':
      throw unsupportedMediaType(notAnImage(name));
  }
}

/** Each file re-encoded at the responsive widths, with no metadata kept (image-processing.ts). */
export async function processPhotos(
  files: PhotoFile[],
  signal: AbortSignal,
  notAnImage: (filename: string) => string,
  timeLimitMs = IMAGE_TIME_LIMIT_MS,
) {
  for (const file of files) await inspectPhoto(file.data).catch((error) => refuse(file, error, notAnImage));
  return imageQueue.run(async () => {
    const processed = [];
    for (const file of files) {
      signal.throwIfAborted();
      processed.push(
        await renderVariants(file.data, timeLimitMs).catch((error) => refuse(file, error, notAnImage)),
      );
    }
    return processed;
  }, signal);
}
