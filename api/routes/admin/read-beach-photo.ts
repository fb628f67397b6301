/**
 * Reads the one `photo` of an admin's beach photo form and runs it through the community photo
 * pipeline (services/photo-pipeline.ts). Refusals carry the form's own words: too large (413),
 * not an image (415), no photo (400).
 */
import type { Context } from 'koa';
import { unsupportedMediaType, validationFailed } from '../../errors.ts';
import { type PhotoUploadRules, parsePhotoUpload } from '../community-photos/parse-photo-upload.ts';
import { processWhileConnected } from '../community-photos/photo-upload.ts';

export interface BeachPhotoForm {
  maxFileBytes: number;
  tooLarge: string;
  notAnImage: string;
  missingPhoto: string;
}

/** The form's file and text fields, before the photo is processed. */
export async function readPhotoForm(ctx: Context, form: BeachPhotoForm) {
  if (!ctx.is('multipart/form-data')) throw unsupportedMediaType('Send the photo as multipart/form-data');
  const rules: PhotoUploadRules = {
    field: 'photo',
    maxFiles: 1,
    maxFileBytes: form.maxFileBytes,
    fileTooLarge: () => form.tooLarge,
    tooManyFiles: 'Send one photo at a time',
    bodyTooLarge: form.tooLarge,
  };
  const upload = await parsePhotoUpload(ctx, rules);
  const file = upload.files[0];
  if (!file) throw validationFailed({ photo: [form.missingPhoto] });
  return { file, fields: upload.fields };
}

/** The photo's variants, re-encoded with no metadata kept. */
export async function processFormPhoto(
  ctx: Context,
  file: { filename: string; data: Buffer },
  form: BeachPhotoForm,
) {
  const [variants] = await processWhileConnected(ctx, [file], () => form.notAnImage);
  return variants;
}
