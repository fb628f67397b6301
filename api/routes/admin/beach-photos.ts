/** A beach's banner photo: POST /api/admin/upload-beach-photo (multipart photo + beachId), at most 5MB. */

import { BEACH_PHOTO_LIMITS } from '../../../domain/admin/admin-beach.ts';
import { asMessage, QUICK_UPLOAD_MESSAGES } from '../../../domain/admin/admin-beach-photo.ts';
import { validationFailed } from '../../errors.ts';
import { setBeachPhoto, storeBeachPhoto } from '../../services/admin-beach-photos.ts';
import { requireBeach } from '../../services/beach-lookup.ts';
import { auditedActorOf, guardedAdminRouter } from './admin-router.ts';
import { type BeachPhotoForm, processFormPhoto, readPhotoForm } from './read-beach-photo.ts';

export const adminBeachPhotosRouter = guardedAdminRouter();

const QUICK_UPLOAD: BeachPhotoForm = {
  maxFileBytes: BEACH_PHOTO_LIMITS.quickUploadBytes,
  tooLarge: asMessage(QUICK_UPLOAD_MESSAGES.tooLarge),
  notAnImage: asMessage(QUICK_UPLOAD_MESSAGES.invalidType),
  missingPhoto: QUICK_UPLOAD_MESSAGES.missingPhoto,
};

adminBeachPhotosRouter.post('/upload-beach-photo', async (ctx) => {
  const { file, fields } = await readPhotoForm(ctx, QUICK_UPLOAD);
  if (!fields.beachId) throw validationFailed({ beachId: [QUICK_UPLOAD_MESSAGES.missingBeach] });
  // The beach is checked before the photo is processed: no work for a photo that has nowhere to go.
  const beach = await requireBeach(ctx.knex, fields.beachId);
  const variants = await processFormPhoto(ctx, file, QUICK_UPLOAD);
  const stored = await storeBeachPhoto(ctx.services.photoStorage, variants);
  ctx.body = await setBeachPhoto(
    auditedActorOf(ctx),
    beach.id,
    stored,
    file.filename,
    ctx.services.photoStorage,
  );
});
