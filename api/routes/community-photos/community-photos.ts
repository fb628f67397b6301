/**
 * Community photos (spec §7): the beach's gallery, the bulk upload and the author's delete.
 * An upload is checked whole before anything is stored: every file must be a real image within
 * the limits, or none is kept.
 */
import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { COMMUNITY_MESSAGES, photoCaptionSchema } from '../../../domain/community-requests.ts';
import {
  type FieldErrors,
  HttpError,
  payloadTooLarge,
  unsupportedMediaType,
  validationFailed,
} from '../../errors.ts';
import { actorOf, requireUser, signedInUser } from '../../middleware/auth.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { claimIdempotencyKey, idempotency } from '../../middleware/idempotency.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import type { Beach } from '../../models/Beach.ts';
import { presentCommunityPhoto, presentCommunityPhotoTo } from '../../presenters/community-photo.ts';
import { parseId, requireBeach } from '../../services/beach-lookup.ts';
import {
  deleteCommunityPhoto,
  listBeachPhotos,
  saveCommunityPhotos,
} from '../../services/community-photos.ts';
import { ImageRejected, processPhoto } from '../../services/image-processing.ts';
import { type PhotoUpload, parsePhotoUpload, type UploadedFile } from './parse-photo-upload.ts';

export const communityPhotosRouter = new Router();

communityPhotosRouter.get(
  '/api/beaches/:identifier/community-photos',
  cacheControl('revalidate'),
  async (ctx) => {
    const beach = await requireBeach(ctx.params.identifier);
    ctx.vary('Cookie'); // isOwn depends on who asks
    ctx.body = (await listBeachPhotos(beach.id)).map(presentCommunityPhotoTo(actorOf(ctx)));
  },
);

/** Captions by file, and the form's beachId (if sent) agreeing with the address. */
function readFields(upload: PhotoUpload, beach: Beach): (string | null)[] {
  const errors: FieldErrors = {};
  const { beachId } = upload.fields;
  if (beachId !== undefined && beachId !== String(beach.id) && beachId !== beach.slug) {
    errors.beachId = ['The beach does not match the upload address'];
  }
  const captions = upload.files.map((file) => {
    const key = `caption_${file.index}`;
    const parsed = photoCaptionSchema.safeParse(upload.fields[key]);
    if (parsed.success) return parsed.data;
    errors[key] = parsed.error.issues.map((i) => i.message);
    return null;
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return captions;
}

async function processAll(files: UploadedFile[]) {
  const processed = [];
  // One at a time: four full-size decodes at once would need four times the memory.
  for (const file of files) {
    try {
      processed.push(await processPhoto(file.data));
    } catch (error) {
      if (!(error instanceof ImageRejected)) throw error;
      if (error.reason === 'too-many-pixels') {
        throw payloadTooLarge(
          `${file.filename} has too many pixels to process (the limit is 60 megapixels).`,
        );
      }
      throw unsupportedMediaType(COMMUNITY_MESSAGES.notAnImage(file.filename));
    }
  }
  return processed;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

communityPhotosRouter.post(
  '/api/beaches/:identifier/community-photos-bulk',
  requireUser(),
  rateLimit('upload'),
  idempotency(),
  async (ctx: Context) => {
    const user = signedInUser(ctx);
    const beach = await requireBeach(ctx.params.identifier);
    if (!ctx.is('multipart/form-data')) throw unsupportedMediaType('Send the photos as multipart/form-data');
    const upload = await parsePhotoUpload(ctx);
    if (upload.files.length === 0) {
      throw new HttpError(400, 'validation_failed', COMMUNITY_MESSAGES.missingPhotos, {
        photos: [COMMUNITY_MESSAGES.missingPhotos],
      });
    }
    const captions = readFields(upload, beach);
    // A retried upload carries the same photos and captions, whatever its multipart boundary.
    await claimIdempotencyKey(ctx, {
      beachId: beach.id,
      photos: upload.files.map((f) => sha256(f.data)),
      captions,
    });

    const processed = await processAll(upload.files);
    const photos = await saveCommunityPhotos(
      { user, beach, photos: processed.map((variants, i) => ({ variants, caption: captions[i] })) },
      ctx.services.photoStorage,
    );
    ctx.status = 201;
    ctx.body = { uploadedPhotos: photos.length, photos: photos.map(presentCommunityPhoto) };
  },
);

communityPhotosRouter.delete('/api/community-photos/:id', requireUser(), async (ctx) => {
  const id = parseId(ctx.params.id, 'Photo');
  await deleteCommunityPhoto(id, actorOf(ctx), ctx.services.photoStorage, ctx.state.log);
  ctx.status = 204;
});
