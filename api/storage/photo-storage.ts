/**
 * Where photo files live. The local-disk implementation keeps them under UPLOADS_DIR and the
 * app serves them at /uploads/…; an S3-compatible one can implement the same three calls.
 * Keys are relative paths like "community/<uuid>/600.webp" and never change once written, so
 * their URLs can be cached for ever.
 */
export interface PhotoStorage {
  /** Stores one file; fails rather than overwrite an existing key. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes every file under a prefix ("community/<uuid>/"); missing files are not an error. */
  deletePrefix(prefix: string): Promise<void>;
  /** The public URL of a key. */
  url(key: string): string;
}

/** A storage key is made of safe path segments only: no "..", no absolute paths. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*\/?$/i.test(key) || key.includes('..')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
