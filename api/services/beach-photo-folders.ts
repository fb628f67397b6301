/**
 * Where the admin's beach photos live in the photo storage (beaches/<uuid>/), and which of those
 * folders are still in use: one a beach_photos row keeps (the quick upload), or one a live
 * beach's imageUrl points into (the edit dialog's upload, once saved). The start-up sweep
 * (community-photos.ts) removes the others: uploads never saved, or cut short by a crash.
 */
import type { Knex } from 'knex';
import { UPLOADS_URL_PREFIX } from '../storage/local-photo-storage.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';

const BEACH_PHOTO_PARENT = 'beaches/';

/**
 * Where beach photo URLs start: the storage's own (a bucket's public URL) and the app's
 * /uploads/, which every store serves. A banner saved before the photos moved to a bucket keeps
 * its /uploads/ URL: its folder is still in use, and the sweep must not take it.
 */
function beachPhotoBases(storage: PhotoStorage): string[] {
  return [...new Set([storage.url(BEACH_PHOTO_PARENT), `${UPLOADS_URL_PREFIX}/${BEACH_PHOTO_PARENT}`])];
}

/** The folder of one of our beach photo URLs ("/uploads/beaches/<uuid>/1200.jpg" → "beaches/<uuid>/"), else null. */
export function beachPhotoFolderOf(storage: PhotoStorage, url: string | null | undefined): string | null {
  const base = beachPhotoBases(storage).find((prefix) => url?.startsWith(prefix));
  if (!url || !base) return null;
  const folder = url.slice(base.length).split('/')[0];
  return /^[a-z0-9-]+$/i.test(folder) ? `${BEACH_PHOTO_PARENT}${folder}/` : null;
}

/** The sweep's view of beaches/: the folders among `keys` still in use. */
export function beachPhotoSweepTarget(knex: Knex, storage: PhotoStorage) {
  return {
    parent: BEACH_PHOTO_PARENT,
    async inUse(keys: string[]): Promise<string[]> {
      const kept: { storageKey: string }[] = await knex('beach_photos')
        .whereIn('storageKey', keys)
        .select('storageKey');
      const banners: { imageUrl: string }[] = await knex('beaches')
        .whereNull('deletedAt')
        .where((query) => {
          for (const base of beachPhotoBases(storage)) query.orWhere('imageUrl', 'like', `${base}%`);
        })
        .select('imageUrl');
      const shown = banners.map((b) => beachPhotoFolderOf(storage, b.imageUrl));
      return [...kept.map((k) => k.storageKey), ...shown.filter((f): f is string => f !== null)];
    },
  };
}
