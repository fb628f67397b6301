/**
 * Issue #27 item 5: a photo that runs over its time limit is the uploader's 4xx, not a 500 or a
 * 503 to retry, and it gives the image queue back for the next upload.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors.ts';
import { photo } from '../testing/images.ts';
import { imageQueue } from './image-queue.ts';
import { processPhotos } from './photo-pipeline.ts';

const notAnImage = (name: string) => `${name} is not an image`;

describe('processPhotos', () => {
  it('answers a photo over its time limit with 422 and frees the queue for the next', async () => {
    const file = { filename: 'slow.jpg', data: await photo(300, 200) };
    const signal = new AbortController().signal;
    // No time at all: the limit is reached before the decode starts.
    const slow = await processPhotos([file], signal, notAnImage, 0).catch((error) => error);
    expect(slow).toBeInstanceOf(HttpError);
    expect(slow).toMatchObject({
      status: 422,
      code: 'unprocessable_content',
      message: 'We could not process slow.jpg: it took too long. Please try another photo.',
    });
    expect([imageQueue.running, imageQueue.queued]).toEqual([0, 0]);
    const [variants] = await processPhotos([file], signal, notAnImage);
    expect(variants?.map((v) => v.width)).toEqual([150, 300]);
  });
});
