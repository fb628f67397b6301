/** What the photo tests look at on disk: every file under a folder (staging area included). */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Knex } from 'knex';
import type { PhotoStorage } from '../storage/photo-storage.ts';

export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A community photo row for files a test stored under `prefix` itself (150.jpg, no variants). */
export async function insertPhotoRow(
  knex: Knex,
  storage: PhotoStorage,
  { beachId, userId, prefix }: { beachId: number; userId: number; prefix: string },
): Promise<void> {
  await knex('community_photos').insert({
    beachId,
    userId,
    photoUrl: storage.url(`${prefix}150.jpg`),
    storageKey: prefix,
    variants: JSON.stringify([]),
  });
}
