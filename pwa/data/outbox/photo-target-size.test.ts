import { describe, expect, it } from 'vitest';
import { PHOTO_TARGET, targetPhotoSize } from './photo-target-size.ts';

const MB = 1_000_000;
const photo = (width: number, height: number, bytes = 2 * MB, type = 'image/jpeg') => ({
  width,
  height,
  bytes,
  type,
});
const within = ({ width, height }: { width: number; height: number }) =>
  width <= PHOTO_TARGET.maxWidth &&
  Math.max(width, height) <= PHOTO_TARGET.maxLongSide &&
  width * height <= PHOTO_TARGET.maxPixels;

describe('targetPhotoSize', () => {
  it('shrinks a tall narrow photo by its pixel count, though it is narrower than 1920 px', () => {
    const size = targetPhotoSize(photo(1900, 7000, 9 * MB));
    expect(size).toEqual({ width: 924, height: 3404 });
    expect(size && within(size)).toBe(true);
    // Its shape is kept.
    expect((size?.height ?? 0) / (size?.width ?? 1)).toBeCloseTo(7000 / 1900, 2);
  });

  it('takes a 12 MP camera photo to 1920 px wide, landscape or portrait within the pixel count', () => {
    expect(targetPhotoSize(photo(4032, 3024, 8 * MB))).toEqual({ width: 1920, height: 1440 });
    expect(targetPhotoSize(photo(3024, 4032, 8 * MB))).toEqual({ width: 1536, height: 2048 });
  });

  it('bounds the longer side of a panorama strip', () => {
    const size = targetPhotoSize(photo(400, 8000));
    expect(size).toEqual({ width: 204, height: 4096 });
  });

  it('re-encodes at its own size a photo within the sizes but heavy in bytes', () => {
    expect(targetPhotoSize(photo(1800, 1200, 5 * MB, 'image/png'))).toEqual({ width: 1800, height: 1200 });
  });

  it('leaves alone a photo within the sizes and bytes, and an animated GIF within the sizes', () => {
    expect(targetPhotoSize(photo(1600, 1200, 900_000))).toBeNull();
    expect(targetPhotoSize(photo(800, 600, 4 * MB, 'image/gif'))).toBeNull();
    expect(targetPhotoSize(photo(0, 0))).toBeNull();
  });
});
