/**
 * The admin's beach photo uploads (spec §5 edit dialog, §9 Photo Admin quick upload): the
 * toasts' words, which the API's refusals carry too, so the screen can show either, and what
 * each upload answers.
 */
import { z } from 'zod';

export const QUICK_UPLOAD_MESSAGES = {
  invalidType: { title: 'Invalid file type', description: 'Please select an image file (JPG, PNG, etc.)' },
  tooLarge: { title: 'File too large', description: 'Please select an image smaller than 5MB' },
  missingBeach: 'Choose the beach the photo is for',
  missingPhoto: 'Choose a photo to upload',
} as const;

/** A toast's title and description as one error message: "File too large: Please select…". */
export const asMessage = ({ title, description }: { title: string; description: string }) =>
  `${title}: ${description}`;

/** POST /api/upload/beach-photo: the stored photo's address (`url` is the spec's name for it too). */
export const editorPhotoAnswerSchema = z.object({ imageUrl: z.string(), url: z.string() });

/** POST /api/admin/upload-beach-photo: the stored photo, and the beach whose banner it now is. */
export const beachBannerAnswerSchema = z.object({
  imageUrl: z.string(),
  originalName: z.string(),
  beach: z.object({ id: z.number().int(), imageUrl: z.string() }),
});
