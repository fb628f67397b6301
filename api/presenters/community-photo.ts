import type {
  CommunityPhoto as CommunityPhotoResponse,
  PhotoVariant,
} from '../../domain/community/community-photo-schema.ts';
import type { CommunityPhoto } from '../models/CommunityPhoto.ts';
import type { Actor } from '../policies/actor.ts';
import { authorNameOf, isOwnedBy } from './user.ts';
import { toIso } from './values.ts';

/** One stored width of a photo, as the `variants` column holds it. */
export type StoredVariant = PhotoVariant;

const srcSet = (variants: StoredVariant[], format: 'webp' | 'jpeg') =>
  variants.map((v) => `${v[format]} ${v.width}w`).join(', ');

/**
 * A community photo with the listing extras of spec §3 (beachName, the author's name as "Sam W.")
 * and ready-made srcset strings for <picture>: WebP first, JPEG for the rest. Never the author's id.
 */
function presentCommunityPhoto(photo: CommunityPhoto): Omit<CommunityPhotoResponse, 'isOwn'> {
  const variants = (photo.variants ?? []) as StoredVariant[];
  return {
    id: photo.id,
    beachId: photo.beachId,
    photoUrl: photo.photoUrl,
    caption: photo.caption,
    isApproved: photo.isApproved,
    createdAt: toIso(photo.createdAt),
    beachName: photo.beach?.name ?? null,
    authorName: authorNameOf(photo.user),
    variants,
    srcSet: { webp: srcSet(variants, 'webp'), jpeg: srcSet(variants, 'jpeg') },
  };
}

/** For lists, as the viewer sees them: `isOwn` says whether they took the photo. */
export const presentCommunityPhotoTo =
  (viewer: Actor) =>
  (photo: CommunityPhoto): CommunityPhotoResponse => ({
    ...presentCommunityPhoto(photo),
    isOwn: isOwnedBy(photo.userId, viewer),
  });
