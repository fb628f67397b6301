/**
 * The chain a photo upload goes through. A signed-in visitor's (community photos, sign reports):
 * guards in front (signed in, the upload limit, the Idempotency-Key), then the uploader, the beach
 * the address names and the multipart form, in that order of refusal; the route checks its own
 * fields, claims the key with what the form says (photos by their digest), has the photos
 * processed while the client waits, and saves them through answerOnce. The admin's beach photo
 * forms share the last step (routes/admin/read-beach-photo.ts).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { badRequest, unsupportedMediaType } from '../../errors.ts';
import { requireUser, signedInUser } from '../../middleware/auth.ts';
import { idempotency } from '../../middleware/idempotency.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { requireBeach } from '../../services/beach-lookup.ts';
import { type PhotoFile, processPhotos } from '../../services/photo-pipeline.ts';
import { type PhotoUploadRules, parsePhotoUpload } from './parse-photo-upload.ts';

/** In front of the handler: who may upload, how often, and once per Idempotency-Key. */
export const visitorUploadGuards = () => [requireUser(), rateLimit('upload'), idempotency()] as const;

/** The signed-in uploader, the beach of `:identifier` and the parsed form (refused in that order). */
export async function readVisitorUpload(ctx: Context, rules: PhotoUploadRules, notMultipart: string) {
  const user = signedInUser(ctx);
  const beach = await requireBeach(ctx.knex, ctx.params.identifier);
  if (!ctx.is('multipart/form-data')) throw unsupportedMediaType(notMultipart);
  const upload = await parsePhotoUpload(ctx, rules);
  return { user, beach, upload };
}

/**
 * A photo as the Idempotency-Key's fingerprint holds it: a retry carries the same bytes whatever
 * its multipart boundary. The fingerprint must never change (idempotency-claim.ts).
 */
export const photoDigest = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The photos' variants; a client that leaves while its upload waits or is processed frees its turn. */
export function processWhileConnected(
  ctx: Context,
  files: PhotoFile[],
  notAnImage: (filename: string) => string,
) {
  const clientGone = new AbortController();
  ctx.res.once('close', () => clientGone.abort(badRequest('The upload was interrupted')));
  return processPhotos(files, clientGone.signal, notAnImage);
}
