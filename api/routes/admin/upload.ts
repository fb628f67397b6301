/** The spec's POST /api/upload/beach-photo (multipart photo): an image stored through the photo pipeline, answering its URL. */
import { ADMIN_BEACH_MESSAGES, BEACH_PHOTO_LIMITS } from '../../../domain/admin/admin-beach.ts';
import { QUICK_UPLOAD_MESSAGES } from '../../../domain/admin/admin-beach-photo.ts';
import { storeBeachPhoto, uploadEditorPhoto } from '../../services/admin-beach-photos.ts';
import { auditedActorOf, guardedAdminRouter } from './admin-router.ts';
import { type BeachPhotoForm, processFormPhoto, readPhotoForm } from './read-beach-photo.ts';

export const uploadRouter = guardedAdminRouter('/api/upload');

/** The edit dialog's photo (spec §5): up to 10MB. */
const EDIT_DIALOG_PHOTO: BeachPhotoForm = {
  maxFileBytes: BEACH_PHOTO_LIMITS.editDialogBytes,
  tooLarge: ADMIN_BEACH_MESSAGES.photoTooLarge,
  notAnImage: ADMIN_BEACH_MESSAGES.photoNotImage,
  missingPhoto: QUICK_UPLOAD_MESSAGES.missingPhoto,
};

uploadRouter.post('/beach-photo', async (ctx) => {
  const { file } = await readPhotoForm(ctx, EDIT_DIALOG_PHOTO);
  const variants = await processFormPhoto(ctx, file, EDIT_DIALOG_PHOTO);
  const stored = await storeBeachPhoto(ctx.services.photoStorage, variants);
  ctx.body = await uploadEditorPhoto(auditedActorOf(ctx), stored, file.filename);
});
