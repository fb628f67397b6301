/**
 * One uploaded photo's way from bytes to the files we serve, shared by every upload form
 * (community photos, the admin's beach photos): every file's header is checked first (cheap,
 * no decode), so a refusal comes at once; then the upload waits its turn in the image queue
 * (503 when that is full), and its photos are decoded one at a time: four full-size decodes at
 * once would need four times the memory.
 */
import { payloadTooLarge, unsupportedMediaType } from '../errors.ts';
import { ImageRejected, inspectPhoto, MAX_INPUT_MEGAPIXELS, renderVariants } from './image-processing.ts';
import { imageQueue } from './image-queue.ts';

export interface PhotoFile {
  filename: string;
  data: Buffer;
}

/** Rethrows a refused image as the answer that names the file (`notAnImage` words the 415). */
function refuse(file: PhotoFile, error: unknown, notAnImage: (filename: string) => string): never {
  if (!(error instanceof ImageRejected)) throw error;
  if (error.reason === 'too-many-pixels') {
    throw payloadTooLarge(
      `${file.filename} has too many pixels to process (the limit is ${MAX_INPUT_MEGAPIXELS} megapixels).`,
    );
  }
  throw unsupportedMediaType(notAnImage(file.filename));
}

/** Each file re-encoded at the responsive widths, with no metadata kept (image-processing.ts). */
export async function processPhotos(
  files: PhotoFile[],
  signal: AbortSignal,
  notAnImage: (filename: string) => string,
) {
  for (const file of files) await inspectPhoto(file.data).catch((error) => refuse(file, error, notAnImage));
  return imageQueue.run(async () => {
    const processed = [];
    for (const file of files) {
      signal.throwIfAborted();
      processed.push(await renderVariants(file.data).catch((error) => refuse(file, error, notAnImage)));
    }
    return processed;
  }, signal);
}
