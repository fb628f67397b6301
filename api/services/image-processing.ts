/**
 * Turns an uploaded photo into the files we serve (DESIGN.md "photos"). The type is decided by
 * the file's first bytes, never its name or header; its header must then describe a photo (no
 * more pixels, no longer a side and no narrower a shape than the limits below), so that a small
 * file that would decode into a huge or absurd image is refused before it is decoded. sharp then
 * decodes it, within a time limit, turns it upright, and writes each width as WebP and JPEG.
 * Nothing of the original's metadata is kept: no EXIF, so no GPS position of someone's home.
 *
 * The work is CPU-heavy, so it is kept to one core: libvips gets one thread per image here, and
 * uploads take turns through api/services/image-queue.ts. Its operation cache is off: no upload
 * is decoded twice, so the cache would only hold memory.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_LIMITS } from '../../domain/community/community-requests.ts';

sharp.concurrency(1);
sharp.cache(false);

/** Responsive widths (spec §9); never larger than the photo itself. */
const PHOTO_WIDTHS = [150, 300, 600, 1200, PHOTO_LIMITS.largestKeptWidth] as const;
/**
 * 40 megapixels: more than a phone's normal photo (12–24 MP; 48–50 MP "full resolution" modes
 * are refused), and a cap on the CPU and memory one photo can take (a 59 MP PNG took 3 s).
 */
const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_INPUT_MEGAPIXELS = MAX_INPUT_PIXELS / 1_000_000;
/**
 * The longest side we decode. A phone's largest photo is about 8,200 px wide (50 MP); decoding
 * costs time per row as well as per pixel, so a 1 × 39,000,000 PNG (39 MP, 76 KB) took 25 s.
 */
export const MAX_INPUT_SIDE = 12_000;
/** The longest side may be at most this many times the shortest (a panorama is 4–8). */
export const MAX_ASPECT_RATIO = 20;
/**
 * How long one image's decode and encodes may take together. The largest allowed photos take
 * about 1.5 s here; one that takes longer is hostile or broken, and holds the image queue.
 */
export const IMAGE_TIME_LIMIT_MS = 10_000;

type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

type RejectionReason = 'not-an-image' | 'too-many-pixels' | 'side-too-long' | 'too-narrow' | 'too-slow';

export class ImageRejected extends Error {
  constructor(readonly reason: RejectionReason) {
    super(reason);
  }
}

export interface PhotoVariant {
  width: number;
  height: number;
  webp: Buffer;
  jpeg: Buffer;
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type by magic number, or null for anything else (PDFs, SVGs, scripts…). */
function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (brand === 'avif' || brand === 'avis') return 'avif';
  }
  return null;
}

const SHARP_FORMAT: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

/** Widths to write for a photo this wide: the standard ones it can fill, plus its own width. */
function variantWidths(width: number): number[] {
  const widths: number[] = PHOTO_WIDTHS.filter((w) => w <= width);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];
  if (width < largest && !widths.includes(width)) widths.push(width);
  return widths;
}

const isPixelLimitError = (error: unknown) => /pixel limit/i.test(String((error as Error)?.message));
// sharp's words when .timeout() stops libvips: "timeout: 5% complete".
const isTimeoutError = (error: unknown) => /^timeout\b/i.test(String((error as Error)?.message));

function rejection(error: unknown): ImageRejected {
  if (error instanceof ImageRejected) return error;
  if (isPixelLimitError(error)) return new ImageRejected('too-many-pixels');
  if (isTimeoutError(error)) return new ImageRejected('too-slow');
  return new ImageRejected('not-an-image');
}

const input = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };

/**
 * Checks a photo without decoding it: an image by its bytes, of a type sharp agrees with, and
 * within the pixel, side and shape limits by its header. Cheap (sharp's metadata() reads the
 * header only), so it runs before the upload waits its turn.
 */
export async function inspectPhoto(bytes: Buffer): Promise<{ width: number; height: number }> {
  const type = sniffImageType(bytes);
  if (!type) throw new ImageRejected('not-an-image');
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, input).metadata();
  } catch (error) {
    throw rejection(error);
  }
  const { format, width, height } = metadata;
  if (format !== SHARP_FORMAT[type] || !width || !height) throw new ImageRejected('not-an-image');
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejected('too-many-pixels');
  if (Math.max(width, height) > MAX_INPUT_SIDE) throw new ImageRejected('side-too-long');
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    throw new ImageRejected('too-narrow');
  }
  return { width, height };
}

/**
 * Gives each step of one image's work what is left of its time: sharp's timeout (whole seconds)
 * stops libvips itself, so the CPU is freed too, not only the caller.
 */
function timeBudget(limitMs: number) {
  const deadline = Date.now() + limitMs;
  return (pipeline: Sharp): Sharp => {
    const left = deadline - Date.now();
    if (left <= 0) throw new ImageRejected('too-slow');
    return pipeline.timeout({ seconds: Math.ceil(left / 1000) });
  };
}

/**
 * Decodes a photo once and encodes every variant, one after another (one thread at a time),
 * within `timeLimitMs` in all.
 */
export async function renderVariants(
  bytes: Buffer,
  timeLimitMs = IMAGE_TIME_LIMIT_MS,
): Promise<PhotoVariant[]> {
  const inTime = timeBudget(timeLimitMs);
  try {
    // One decode: upright, no wider than the largest variant, as raw pixels.
    const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1];
    const base = await inTime(sharp(bytes, input))
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };

    const variants: PhotoVariant[] = [];
    for (const width of variantWidths(raw.width)) {
      const resized = sharp(base.data, { raw }).resize({ width, withoutEnlargement: true });
      const webp = await inTime(resized.clone()).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
      // JPEG has no transparency: transparent parts become white, not black.
      const jpeg = await inTime(resized.clone())
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer();
      variants.push({ width: webp.info.width, height: webp.info.height, webp: webp.data, jpeg });
    }
    return variants;
  } catch (error) {
    throw rejection(error);
  }
}
