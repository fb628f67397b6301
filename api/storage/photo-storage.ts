/**
 * Where photo files live. The local-disk implementation keeps them under UPLOADS_DIR and the
 * app serves them at /uploads/…; the S3-compatible one (s3-photo-storage.ts, when S3_BUCKET is
 * set) stages under a private prefix of the bucket and publishes by copy-then-delete.
 *
 * Keys are relative paths like "community/<uuid>/600.webp". An upload's files are first put
 * out of public view and published only once its rows are committed, so a crash mid-upload
 * leaves staged files (swept at start-up) rather than public files nobody links to. A uuid
 * folder is never reused, so a URL never shows other bytes than it first did.
 */
export interface PhotoStorage {
  /** Stores one file, not yet served; fails rather than overwrite an existing key. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Makes the files put under a prefix ("community/<uuid>/") public, all at once. */
  publish(prefix: string): Promise<void>;
  /** Removes every file under a prefix, published or staged; missing files are not an error. */
  deletePrefix(prefix: string): Promise<void>;
  /** The folders directly under `parent` ("community/"), staged and published, for the sweep. */
  listPrefixes(parent: string): Promise<StoredPrefix[]>;
  /** The public URL of a key. */
  url(key: string): string;
}

/**
 * Cache-Control of every stored photo, whoever serves it (the app at /uploads/… or a bucket's
 * public URL): `public, no-cache` with an ETag, not a year as immutable. A photo's bytes never
 * change (each photo gets a fresh uuid folder, never reused), but a photo can be deleted, and its
 * author then expects it gone: with no-cache every cache (browser or CDN) asks again before
 * showing it, so a deleted photo is a 404 everywhere at once. The cost is one conditional request
 * per image view, answered 304 with no body.
 */
export const PHOTO_CACHE_CONTROL = 'public, no-cache';

export interface StoredPrefix {
  /** "community/<uuid>/", as the rows' storageKey holds it. */
  prefix: string;
  published: boolean;
  /** The last time a file in it was written. */
  changedAt: Date;
}

/** A storage key is made of safe path segments only: no "..", no absolute paths. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*\/?$/i.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
