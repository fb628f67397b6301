/**
 * Reads a multipart photo upload (spec §7: `photos` files, `caption_{index}`, `beachId`; the
 * admin's beach photo forms: one `photo`, by the rules they pass) with
 * busboy's limits, so that a fifth file or an oversize file is refused with a 413 while the
 * body is still arriving, never after it was read whole. An announced body larger than any
 * valid upload, or a compressed one, is refused before a byte of it is read; a body that has
 * not arrived within its time limit gets a 408 (middleware/request-body.ts).
 */

import busboy from 'busboy';
import type { Context } from 'koa';
import { COMMUNITY_MESSAGES, PHOTO_LIMITS } from '../../../domain/community/community-requests.ts';
import { badRequest, payloadTooLarge } from '../../errors.ts';
import {
  bodyTooSlow,
  discardRestOfBody,
  refuseEncodedUpload,
  UPLOAD_BODY_TIME_LIMIT_MS,
} from '../../middleware/request-body.ts';

const NOT_MULTIPART = 'The upload is not a valid multipart form';
const INTERRUPTED = 'The upload was interrupted';

interface UploadedFile {
  index: number;
  filename: string;
  data: Buffer;
}

export interface PhotoUpload {
  files: UploadedFile[];
  fields: Record<string, string>;
}

/** What one upload form takes: its file field, how many files of what size, and its refusals. */
export interface PhotoUploadRules {
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  fileTooLarge: (filename: string) => string;
  tooManyFiles: string;
  bodyTooLarge: string;
}

/** The community upload (spec §7): up to 4 `photos` of 10MB each. */
export const COMMUNITY_UPLOAD: PhotoUploadRules = {
  field: 'photos',
  maxFiles: PHOTO_LIMITS.maxFiles,
  maxFileBytes: PHOTO_LIMITS.maxFileBytes,
  fileTooLarge: COMMUNITY_MESSAGES.fileTooLarge,
  tooManyFiles: COMMUNITY_MESSAGES.tooManyPhotos,
  bodyTooLarge: 'The upload is larger than 4 photos of 10MB each',
};

/** Room for the form fields and multipart framing around the largest allowed files. */
const OVERHEAD_BYTES = 256 * 1024;
const maxUploadBytes = (rules: PhotoUploadRules) => rules.maxFiles * rules.maxFileBytes + OVERHEAD_BYTES;

/** A file name fit to quote back in a message: no path, no control characters, not too long. */
function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we remove
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 100) || 'photo';
}

export function parsePhotoUpload(
  ctx: Context,
  rules = COMMUNITY_UPLOAD,
  timeLimitMs = UPLOAD_BODY_TIME_LIMIT_MS,
): Promise<PhotoUpload> {
  refuseEncodedUpload(ctx);
  const announced = Number(ctx.get('Content-Length') || 0);
  if (announced > maxUploadBytes(rules)) {
    discardRestOfBody(ctx);
    throw payloadTooLarge(rules.bodyTooLarge);
  }

  return new Promise((resolve, reject) => {
    const req = ctx.req;
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: rules.maxFiles,
          fileSize: rules.maxFileBytes,
          fields: 20,
          fieldSize: 8 * 1024,
          parts: 30,
        },
      });
    } catch {
      reject(badRequest(NOT_MULTIPART));
      return;
    }

    const files: UploadedFile[] = [];
    const fields: Record<string, string> = {};
    let fileCount = 0;
    let openFiles = 0;
    let parsed = false;
    let settled = false;

    const finishIfDone = () => {
      if (settled || !parsed || openFiles > 0) return;
      settled = true;
      clearTimeout(deadline);
      files.sort((a, b) => a.index - b.index);
      resolve({ files, fields });
    };

    // Stop parsing, drain (and drop) the rest of the body so the answer can be read, and answer.
    // Destroying the parser ends any file stream still open with an error, which the 'error'
    // listeners below absorb: every stream here has one, or a bad body would end the process.
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.unpipe(parser);
      // On the next turn: busboy may still be inside the callback that noticed the problem.
      setImmediate(() => parser.destroy());
      discardRestOfBody(ctx);
      reject(error);
    };
    const malformed = () => fail(badRequest(NOT_MULTIPART));
    const deadline = setTimeout(() => fail(bodyTooSlow()), timeLimitMs);

    parser.on('file', (name, stream, info) => {
      if (name !== rules.field) {
        stream.on('error', malformed);
        stream.resume();
        return;
      }
      const index = fileCount++;
      openFiles++;
      const filename = displayName(info.filename);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(payloadTooLarge(rules.fileTooLarge(filename))));
      stream.on('error', () => fail(badRequest(`The upload ended before ${filename} was complete`)));
      stream.on('end', () => {
        if (!stream.truncated) files.push({ index, filename, data: Buffer.concat(chunks) });
        openFiles--;
        finishIfDone();
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated)
        fields[name] = `${value}…`; // longer than any caption may be
      else fields[name] = value;
    });
    parser.on('filesLimit', () => fail(payloadTooLarge(rules.tooManyFiles)));
    parser.on('fieldsLimit', () => fail(payloadTooLarge('The upload has too many form fields')));
    parser.on('partsLimit', () => fail(payloadTooLarge('The upload has too many parts')));
    parser.on('error', malformed);
    parser.on('close', () => {
      parsed = true;
      finishIfDone();
    });
    // A client that goes mid-body: the request closes before it is complete (or errors).
    req.on('error', () => fail(badRequest(INTERRUPTED)));
    req.on('close', () => {
      if (!req.complete) fail(badRequest(INTERRUPTED));
    });
    req.pipe(parser);
  });
}
