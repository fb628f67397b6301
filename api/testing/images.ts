/** Test images: ordinary photos, a phone photo with GPS in its EXIF, and hostile uploads. */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

export function photo(width = 800, height = 600, background = '#2a7ab0'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

export function pngPhoto(width = 400, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 160, b: 90, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/**
 * A JPEG like a phone writes it: sideways (EXIF orientation 6) with a GPS position
 * (50°43′N 3°32′W) in its EXIF.
 */
export function jpegWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c9a36b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pixel Test' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '50/1 43/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 32/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** True when an EXIF block holds a GPS IFD pointer (tag 0x8825), in either byte order. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** A PDF saved with a .jpg name. */
export const pdfNamedJpg = (): Buffer =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
    randomBytes(2048),
  ]);

/** Bytes that start like a JPEG and go on for `bytes` (an oversize upload). */
export const oversizeJpeg = (bytes: number): Buffer =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes - 4, 0x41)]);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression bomb: a valid ~1 MB PNG of width×height black pixels (20000×20000 decodes
 * to 1.2 GB). Encoding that many pixels with sharp takes ~15 s, so the zlib stream is built
 * directly: one deflated block of zero rows, repeated (full flushes make each copy stand
 * alone), then an empty final block and the Adler-32 of all those zeros.
 */
export function pngBomb(width = 20000, height = 20000): Buffer {
  const rowBytes = 1 + width * 3; // filter byte + RGB
  const rowsPerBlock = 500;
  if (height % rowsPerBlock !== 0) throw new Error('height must be a multiple of 500');
  const block = zlib.deflateRawSync(Buffer.alloc(rowBytes * rowsPerBlock), {
    level: 9,
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  const blocks = new Array<Buffer>(height / rowsPerBlock).fill(block);
  const total = rowBytes * height;
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((total % 65521) * 65536 + 1) >>> 0, 0); // a = 1, b = n (mod 65521)
  const idat = Buffer.concat([Buffer.from([0x78, 0xda]), ...blocks, Buffer.from([0x03, 0x00]), adler]);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
