/**
 * The day a photo says it was taken: its EXIF DateTimeOriginal, read before the photo pipeline
 * drops every bit of metadata (image-processing.ts). Only the day is kept, nothing else of the
 * EXIF block (no position, no camera). A date the photo does not give, or gives unreadably, is
 * null: the caller falls back to the day the phone gave.
 */
import sharp from 'sharp';
import { parseCalendarDate } from '../../domain/clock/calendar-date.ts';

const EXIF_IFD_POINTER = 0x8769;
const DATE_TIME_ORIGINAL = 0x9003;
const ASCII = 2;

/** The value of `tag` in the IFD at `ifd` (offsets from the TIFF header), as [type, count, value offset]. */
function findTag(tiff: Buffer, little: boolean, ifd: number, tag: number): [number, number, number] | null {
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (ifd + 2 > tiff.length) return null;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const at = ifd + 2 + i * 12;
    if (at + 12 > tiff.length) return null;
    if (u16(at) === tag) return [u16(at + 2), u32(at + 4), u32(at + 8)];
  }
  return null;
}

/** "YYYY-MM-DD" from a raw EXIF block ("Exif\0\0" and a TIFF structure), or null. */
function exifDayTaken(exif: Buffer | undefined): string | null {
  if (!exif) return null;
  const tiff = exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif.subarray(6) : exif;
  if (tiff.length < 8) return null;
  const order = tiff.subarray(0, 2).toString('latin1');
  if (order !== 'II' && order !== 'MM') return null;
  const little = order === 'II';
  try {
    const ifd0 = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
    const pointer = findTag(tiff, little, ifd0, EXIF_IFD_POINTER);
    if (!pointer) return null;
    const original = findTag(tiff, little, pointer[2], DATE_TIME_ORIGINAL);
    if (!original || original[0] !== ASCII || original[1] < 10) return null;
    const text = tiff.subarray(original[2], original[2] + 10).toString('latin1');
    const match = /^(\d{4}):(\d{2}):(\d{2})$/.exec(text);
    const day = match ? `${match[1]}-${match[2]}-${match[3]}` : null;
    return day && parseCalendarDate(day) ? day : null;
  } catch {
    // An offset past the end of the block: a broken EXIF says no date.
    return null;
  }
}

/** The day the photo's EXIF says it was taken, or null. */
export async function photoDayTaken(bytes: Buffer): Promise<string | null> {
  try {
    return exifDayTaken((await sharp(bytes).metadata()).exif);
  } catch {
    return null;
  }
}
