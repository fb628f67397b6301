import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertSafeKey, type PhotoStorage } from './photo-storage.ts';

/** URL path under which the app serves UPLOADS_DIR (api/middleware/uploads-static.ts). */
export const UPLOADS_URL_PREFIX = '/uploads';

export class LocalPhotoStorage implements PhotoStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The content type comes from the extension when served, so it is not stored. */
  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    assertSafeKey(key);
    const file = join(this.root, key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body, { flag: 'wx' });
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    await rm(join(this.root, prefix), { recursive: true, force: true });
  }

  url(key: string): string {
    return `${UPLOADS_URL_PREFIX}/${key}`;
  }
}
