/**
 * Issue #27 item 5: a photo's header is judged before its pixels are decoded, and no image's
 * decode may run on for long. A 76 KB PNG of 1 × 39,000,000 pixels (under the 40 MP cap) took
 * 25 s of CPU before it was refused, holding the image queue.
 */
import { describe, expect, it } from 'vitest';
import { pngBomb } from '../testing/images.ts';
import { ImageRejected, inspectPhoto, renderVariants } from './image-processing.ts';

const reasonOf = (work: Promise<unknown>) =>
  work.then(
    () => 'accepted',
    (error) => (error instanceof ImageRejected ? error.reason : error),
  );

describe('inspectPhoto', () => {
  it('refuses a PNG of 1 × 39,000,000 pixels from its header, at once', async () => {
    const started = Date.now();
    expect(await reasonOf(inspectPhoto(pngBomb(1, 39_000_000)))).toBe('side-too-long');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a side over 12,000 px and a strip over 20 times longer than it is wide', async () => {
    expect(await reasonOf(inspectPhoto(pngBomb(12_500, 1000)))).toBe('side-too-long');
    expect(await reasonOf(inspectPhoto(pngBomb(11_500, 500)))).toBe('too-narrow');
    expect(await reasonOf(inspectPhoto(pngBomb(500, 11_000)))).toBe('too-narrow');
  });

  it('accepts a panorama and a photo as tall as it may be', async () => {
    expect(await inspectPhoto(pngBomb(8000, 2000))).toEqual({ width: 8000, height: 2000 });
    expect(await inspectPhoto(pngBomb(3000, 12_000))).toEqual({ width: 3000, height: 12_000 });
  });
});

describe('renderVariants', () => {
  it('stops a decode that runs over its time limit', async () => {
    // Past inspectPhoto's refusal, this decode ran for 25 s; libvips is stopped at the limit.
    const started = Date.now();
    expect(await reasonOf(renderVariants(pngBomb(1, 39_000_000), 1000))).toBe('too-slow');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
