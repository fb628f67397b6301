/**
 * Community photos (spec §2 upload, §3): each upload stores every variant of every photo, then
 * inserts all the rows in one transaction. If anything fails, the files already written are
 * removed: a failed upload leaves no row and no file behind. Photos are visible at once
 * (isApproved true); an admin may hide them later.
 */
import { randomUUID } from 'node:crypto';
import type { PartialModelObject, QueryBuilder } from 'objection';
import type { Logger } from 'pino';
import type { Beach } from '../models/Beach.ts';
import { CommunityPhoto } from '../models/CommunityPhoto.ts';
import type { User } from '../models/User.ts';
import type { Actor } from '../policies/actor.ts';
import { authorize } from '../policies/community.ts';
import type { StoredVariant } from '../presenters/community-photo.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import type { PhotoVariant } from './image-processing.ts';

export interface NewPhoto {
  variants: PhotoVariant[];
  caption: string | null;
}

/** The <img src> for clients that do not use srcset: the largest JPEG up to 1200 px wide. */
const DEFAULT_WIDTH = 1200;

function withListingExtras(query: QueryBuilder<CommunityPhoto>) {
  return query
    .withGraphFetched('[beach(name), user(author)]')
    .modifiers({
      name: (q) => q.select('beaches.id', 'beaches.name'),
      author: (q) => q.select('users.id', 'users.firstName', 'users.lastName'),
    })
    .orderBy([
      { column: 'community_photos.createdAt', order: 'desc' },
      { column: 'community_photos.id', order: 'desc' },
    ]);
}

export function listBeachPhotos(beachId: number) {
  return withListingExtras(CommunityPhoto.query().where({ beachId, isApproved: true }));
}

export function listUserPhotos(userId: number) {
  return withListingExtras(CommunityPhoto.query().where({ userId }));
}

async function writeVariants(storage: PhotoStorage, prefix: string, variants: PhotoVariant[]) {
  const stored: StoredVariant[] = [];
  for (const v of variants) {
    await storage.put(`${prefix}${v.width}.webp`, v.webp, 'image/webp');
    await storage.put(`${prefix}${v.width}.jpg`, v.jpeg, 'image/jpeg');
    stored.push({
      width: v.width,
      height: v.height,
      webp: storage.url(`${prefix}${v.width}.webp`),
      jpeg: storage.url(`${prefix}${v.width}.jpg`),
    });
  }
  return stored;
}

export async function saveCommunityPhotos(
  { user, beach, photos }: { user: User; beach: Beach; photos: NewPhoto[] },
  storage: PhotoStorage,
): Promise<CommunityPhoto[]> {
  const prefixes: string[] = [];
  try {
    const rows: PartialModelObject<CommunityPhoto>[] = [];
    for (const photo of photos) {
      const prefix = `community/${randomUUID()}/`;
      prefixes.push(prefix);
      const variants = await writeVariants(storage, prefix, photo.variants);
      const fallback = variants.filter((v) => v.width <= DEFAULT_WIDTH).at(-1) ?? variants[0];
      rows.push({
        beachId: beach.id,
        userId: user.id,
        photoUrl: fallback.jpeg,
        storageKey: prefix,
        variants,
        caption: photo.caption,
        isApproved: true,
      });
    }
    const saved = await CommunityPhoto.transaction(async (trx) => {
      const inserted: CommunityPhoto[] = [];
      for (const row of rows) inserted.push(await CommunityPhoto.query(trx).insertAndFetch(row));
      return inserted;
    });
    for (const photo of saved) Object.assign(photo, { beach, user });
    return saved;
  } catch (error) {
    await Promise.all(prefixes.map((prefix) => storage.deletePrefix(prefix).catch(() => undefined)));
    throw error;
  }
}

export async function deleteCommunityPhoto(
  id: number,
  actor: Actor,
  storage: PhotoStorage,
  log?: Logger,
): Promise<void> {
  const photo = await CommunityPhoto.query().findById(id);
  authorize(
    actor,
    'delete',
    'communityPhoto',
    photo ?? { userId: null, isApproved: false },
    'Photo not found',
  );
  await CommunityPhoto.query().deleteById(id);
  if (photo?.storageKey) {
    // The row is gone, so nothing links to the files; a failure here only wastes disk.
    await storage
      .deletePrefix(photo.storageKey)
      .catch((err) => log?.warn({ err, id }, 'photo files not deleted'));
  }
}
