/**
 * A community photo as the API returns it: the listing extras of spec §3 (beachName, the
 * author as "Sam W.", never their id) and ready-made srcset strings, WebP first.
 */
import { z } from 'zod';

/** One stored width of a photo. */
export const photoVariantSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  webp: z.string(),
  jpeg: z.string(),
});

export const communityPhotoSchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  photoUrl: z.string(),
  caption: z.string().nullable(),
  isApproved: z.boolean(),
  createdAt: z.string(),
  beachName: z.string().nullable(),
  authorName: z.string(),
  variants: z.array(photoVariantSchema),
  /** srcset strings for <picture>; empty when the photo has no stored widths. */
  srcSet: z.object({ webp: z.string(), jpeg: z.string() }),
  /** Whether the one asking took it: what a client shows a delete button by. */
  isOwn: z.boolean(),
});

/** POST /api/beaches/{id}/community-photos-bulk. */
export const photoUploadAnswerSchema = z.object({
  uploadedPhotos: z.number().int(),
  photos: z.array(communityPhotoSchema),
});

export type PhotoVariant = z.infer<typeof photoVariantSchema>;
export type CommunityPhoto = z.infer<typeof communityPhotoSchema>;
