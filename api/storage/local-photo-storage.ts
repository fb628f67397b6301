/**
 * Photos on local disk, under UPLOADS_DIR. Files are written to UPLOADS_DIR/.tmp/<key> and a
 * folder is published by renaming it into place, which is atomic: a photo's URLs start (and,
 * on delete, stop) working all at once. ".tmp" is a hidden folder, which uploads-static never
 * serves.
 */
import { lstat, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertSafeKey, type PhotoStorage, type StoredPrefix } from './photo-storage.ts';

/** URL path under which the app serves UPLOADS_DIR (api/middleware/uploads-static.ts). */
export const UPLOADS_URL_PREFIX = '/uploads';
/** The staging area inside UPLOADS_DIR. */
export const STAGING_DIR = '.tmp';

const isCode = (error: unknown, ...codes: string[]) =>
  codes.includes((error as NodeJS.ErrnoException)?.code ?? '');

export class LocalPhotoStorage implements PhotoStorage {
  readonly root: string;
  readonly staging: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.staging = join(this.root, STAGING_DIR);
  }

  /** The content type comes from the extension when served, so it is not stored. */
  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    assertSafeKey(key);
    const file = join(this.staging, key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body, { flag: 'wx' });
  }

  async publish(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    const target = join(this.root, prefix);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(join(this.staging, prefix), target);
    } catch (error) {
      // The start-up sweep of another process may have published it already.
      if (isCode(error, 'ENOENT') && (await exists(target))) return;
      throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    const published = join(this.root, prefix);
    const staged = join(this.staging, prefix);
    // Out of public view first, in one step: if removing the files fails part-way, none of
    // them is served, and the staged leftovers are swept at the next start.
    try {
      await mkdir(dirname(staged), { recursive: true });
      await rename(published, staged);
    } catch (error) {
      if (!isCode(error, 'ENOENT', 'ENOTEMPTY', 'EEXIST')) throw error;
    }
    await rm(published, { recursive: true, force: true });
    await rm(staged, { recursive: true, force: true });
  }

  async listPrefixes(parent: string): Promise<StoredPrefix[]> {
    assertSafeKey(parent);
    const found: StoredPrefix[] = [];
    for (const [base, published] of [
      [this.root, true],
      [this.staging, false],
    ] as const) {
      for (const name of await folders(join(base, parent))) {
        const changedAt = await lastChange(join(base, parent, name));
        if (changedAt) found.push({ prefix: `${parent.replace(/\/?$/, '/')}${name}/`, published, changedAt });
      }
    }
    return found;
  }

  url(key: string): string {
    return `${UPLOADS_URL_PREFIX}/${key}`;
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function folders(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory()).map((e) => e.name);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return [];
    throw error;
  }
}

/** The newest mtime of a folder and the files in it; null when it vanished meanwhile. */
async function lastChange(dir: string): Promise<Date | null> {
  try {
    let newest = (await lstat(dir)).mtimeMs;
    for (const name of await readdir(dir)) {
      const file = await lstat(join(dir, name)).catch(() => null);
      if (file) newest = Math.max(newest, file.mtimeMs);
    }
    return new Date(newest);
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
}
