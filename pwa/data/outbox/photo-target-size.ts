/**
 * How big a photo leaves the phone (downscale-image.ts decides nothing else). Width alone let a
 * 9 MB 1900 × 7000 photo through whole: a photo is made smaller by its pixel count, its longer
 * side and its bytes too, since on one bar of signal every megabyte takes about 40 s.
 */
import { PHOTO_LIMITS } from '../../../domain/community/community-requests.ts';

export const PHOTO_TARGET = {
  /** The widest copy the server keeps: more is never shown. */
  maxWidth: PHOTO_LIMITS.largestKeptWidth,
  /** About 3.1 MP (2048 × 1536): a 4:3 photo 1920 px wide fits; a 3:4 one ends 1536 × 2048. */
  maxPixels: 2048 * 1536,
  /** A panorama or a long screenshot: its rows cost decoding time on the phone and the server. */
  maxLongSide: 4096,
  /**
   * A 1920 × 1440 photo re-encoded here (JPEG, quality 0.88) is 0.5–1.3 MB; one within the sizes
   * but heavier was kept at a needless quality or as PNG, and is re-encoded at its own size.
   */
  maxBytes: 1_500_000,
} as const;

interface PhotoFacts {
  width: number;
  height: number;
  bytes: number;
  type: string;
}

/**
 * The size to re-encode a photo at, or null to send it as it is. Scaled down (never up) until
 * its width, longer side and pixel count are all within `limits`; at its own size when only its
 * bytes are too many. A GIF within the sizes is left alone: re-encoding would stop its animation.
 */
export function targetPhotoSize(
  { width, height, bytes, type }: PhotoFacts,
  limits: typeof PHOTO_TARGET = PHOTO_TARGET,
): { width: number; height: number } | null {
  if (width <= 0 || height <= 0) return null;
  const scale = Math.min(
    1,
    limits.maxWidth / width,
    limits.maxLongSide / Math.max(width, height),
    Math.sqrt(limits.maxPixels / (width * height)),
  );
  if (scale < 1) {
    // Rounded down, so rounding never takes it back over a limit (the epsilon keeps 1920 from
    // becoming 1919 through floating point).
    const side = (length: number) => Math.max(1, Math.floor(length * scale + 1e-6));
    return { width: side(width), height: side(height) };
  }
  if (bytes > limits.maxBytes && type !== 'image/gif') return { width, height };
  return null;
}
