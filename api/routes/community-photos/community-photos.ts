/**
 * Community photos (spec §7): the beach's gallery, the bulk upload and the author's delete.
 * An upload is checked whole before anything is stored: every file must be a real image within
 * the limits, or none is kept.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { COMMUNITY_MESSAGES, photoCaptionSchema } from '../../../domain/community/community-requests.ts';
import {
  badRequest,
  type FieldErrors,
  HttpError,
  unsupportedMediaType,
  validationFailed,
} from '../../errors.ts';
import { actorOf, requireUser, signedInUser } from '../../middleware/auth.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { claimIdempotencyKey, idempotency } from '../../middleware/idempotency.ts';
import { recordAnswer, withdrawAnswer } from '../../middleware/idempotency-write.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import type { Beach } from '../../models/Beach.ts';
import type { CommunityPhoto } from '../../models/CommunityPhoto.ts';
import { presentCommunityPhotoTo } from '../../presenters/community-photo.ts';
import { parseId, requireBeach } from '../../services/beach-lookup.ts';
import {
  deleteCommunityPhoto,
  listBeachPhotos,
  saveCommunityPhotos,
} from '../../services/community-photos.ts';
import { processPhotos } from '../../services/photo-pipeline.ts';
import { apiRouter } from '../api-router.ts';
import { type PhotoUpload, parsePhotoUpload } from './parse-photo-upload.ts';

export const communityPhotosRouter = apiRouter();

communityPhotosRouter.get(
  '/api/beaches/:identifier/community-photos',
  cacheControl('revalidate'),
  async (ctx) => {
    const beach = await requireBeach(ctx.knex, ctx.params.identifier);
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

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

communityPhotosRouter.post(
  '/api/beaches/:identifier/community-photos-bulk',
  requireUser(),
  rateLimit('upload'),
  idempotency(),
  async (ctx: Context) => {
    const user = signedInUser(ctx);
    const beach = await requireBeach(ctx.knex, ctx.params.identifier);
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

    // A client that leaves while its upload waits or is processed frees its turn.
    const clientGone = new AbortController();
    ctx.res.once('close', () => clientGone.abort(badRequest('The upload was interrupted')));
    const processed = await processPhotos(upload.files, clientGone.signal, COMMUNITY_MESSAGES.notAnImage);
    const answerFor = (photos: CommunityPhoto[]) => ({
      status: 201,
      body: { uploadedPhotos: photos.length, photos: photos.map(presentCommunityPhotoTo(actorOf(ctx))) },
    });
    // The answer commits with the rows (and is taken back with them if the files cannot be published).
    const photos = await saveCommunityPhotos(
      { user, beach, photos: processed.map((variants, i) => ({ variants, caption: captions[i] })) },
      ctx.services.photoStorage,
      {
        record: (trx, saved) => recordAnswer(ctx, trx, answerFor(saved)),
        withdraw: (trx) => withdrawAnswer(ctx, trx),
      },
    );
    const answer = answerFor(photos);
    ctx.status = answer.status;
    ctx.body = answer.body;
  },
);

communityPhotosRouter.delete('/api/community-photos/:id', requireUser(), idempotency(), async (ctx) => {
  const id = parseId(ctx.params.id, 'Photo');
  const deleted = { status: 204 };
  await deleteCommunityPhoto(id, actorOf(ctx), ctx.services.photoStorage, ctx.state.log, {
    record: (trx) => recordAnswer(ctx, trx, deleted),
  });
  ctx.status = deleted.status;
});
