/**
 * Community photos (spec §7): the beach's gallery, the bulk upload and the author's delete.
 * An upload is checked whole before anything is stored: every file must be a real image within
 * the limits, or none is kept.
 */
import type { Context } from 'koa';
import { COMMUNITY_MESSAGES, photoCaptionSchema } from '../../../domain/community/community-requests.ts';
import { type FieldErrors, HttpError, validationFailed } from '../../errors.ts';
import { actorOf, requireUser } from '../../middleware/auth.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { claimIdempotencyKey, idempotency } from '../../middleware/idempotency.ts';
import { answerOnce } from '../../middleware/idempotency-write.ts';
import { presentCommunityPhotoTo } from '../../presenters/community-photo.ts';
import { parseId, requireBeach } from '../../services/beach-lookup.ts';
import {
  deleteCommunityPhoto,
  listBeachPhotos,
  saveCommunityPhotos,
} from '../../services/community-photos.ts';
import { apiRouter } from '../api-router.ts';
import { COMMUNITY_UPLOAD, type PhotoUpload } from './parse-photo-upload.ts';
import {
  photoDigest,
  processWhileConnected,
  readVisitorUpload,
  visitorUploadGuards,
} from './photo-upload.ts';

export const communityPhotosRouter = apiRouter();

communityPhotosRouter.get(
  '/api/beaches/:identifier/community-photos',
  cacheControl('revalidate'),
  async (ctx) => {
    const beach = await requireBeach(ctx.knex, ctx.params.identifier);
    ctx.vary('Cookie'); // isOwn depends on who asks
    ctx.body = (await listBeachPhotos(ctx.knex, beach.id)).map(presentCommunityPhotoTo(actorOf(ctx)));
  },
);

/** Captions by file, and the form's beachId (if sent) agreeing with the address. */
function readFields(upload: PhotoUpload, beach: { id: number; slug: string }): (string | null)[] {
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

communityPhotosRouter.post(
  '/api/beaches/:identifier/community-photos-bulk',
  ...visitorUploadGuards(),
  async (ctx: Context) => {
    const { user, beach, upload } = await readVisitorUpload(
      ctx,
      COMMUNITY_UPLOAD,
      'Send the photos as multipart/form-data',
    );
    if (upload.files.length === 0) {
      throw new HttpError(400, 'validation_failed', COMMUNITY_MESSAGES.missingPhotos, {
        photos: [COMMUNITY_MESSAGES.missingPhotos],
      });
    }
    const captions = readFields(upload, beach);
    await claimIdempotencyKey(ctx, {
      beachId: beach.id,
      photos: upload.files.map((f) => photoDigest(f.data)),
      captions,
    });
    const processed = await processWhileConnected(ctx, upload.files, COMMUNITY_MESSAGES.notAnImage);
    const photos = processed.map((variants, i) => ({ variants, caption: captions[i] }));
    // The answer commits with the rows (and is taken back with them if the files cannot be published).
    await answerOnce(ctx, {
      run: (alongside) =>
        saveCommunityPhotos(ctx.knex, { user, beach, photos }, ctx.services.photoStorage, alongside),
      answer: (saved) => ({
        status: 201,
        body: { uploadedPhotos: saved.length, photos: saved.map(presentCommunityPhotoTo(actorOf(ctx))) },
      }),
    });
  },
);

communityPhotosRouter.delete('/api/community-photos/:id', requireUser(), idempotency(), async (ctx) => {
  const id = parseId(ctx.params.id, 'Photo');
  await answerOnce(ctx, {
    run: (alongside) =>
      deleteCommunityPhoto(ctx.knex, id, actorOf(ctx), ctx.services.photoStorage, ctx.state.log, alongside),
    answer: () => ({ status: 204 }),
  });
});
