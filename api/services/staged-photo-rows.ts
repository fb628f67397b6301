/**
 * Rows that point at photo files, saved so that one never exists without the other (community
 * photos, dog-rule reports): every variant of every photo is staged out of public view first,
 * the rows are inserted in one transaction, and only then are the files published. If anything
 * fails, the files already written are removed: a failed save leaves no row and no file behind,
 * and a process killed mid-save leaves only staged files, which the start-up sweep removes (or
 * publishes, when their rows were committed: sweepOrphanPhotoFiles in community-photos.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { StoredVariant } from '../presenters/community-photo.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import type { PhotoVariant } from './image-processing.ts';

/** Something that commits with the service's rows, and goes with them when they are taken back. */
export interface CommittedAlongside<T> {
  record(trx: Knex.Transaction, result: T): Promise<void>;
  withdraw(trx: Knex.Transaction): Promise<void>;
}

/** Puts a photo's variants (staged, not yet served) under `prefix`, answering their URLs. */
export async function writeVariants(storage: PhotoStorage, prefix: string, variants: PhotoVariant[]) {
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

/** One photo's stored folder and the URLs of its variants. */
interface StagedPhoto {
  prefix: string;
  variants: StoredVariant[];
}

export interface PhotoRows<T> {
  /** Inserts the rows for the staged photos (in the order given), inside `trx`. */
  insert(trx: Knex.Transaction, photos: StagedPhoto[]): Promise<T>;
  /** Takes the rows back, inside `trx`, when their files could not be published. */
  remove(trx: Knex.Transaction, saved: T): Promise<void>;
}

/**
 * Stages each photo in a fresh folder under `parent` (its URLs are never reused, even after a
 * delete), inserts the rows with `alongside`, then publishes the folders.
 */
export async function saveWithStagedPhotos<T>(
  knex: Knex,
  storage: PhotoStorage,
  parent: string,
  photos: PhotoVariant[][],
  rows: PhotoRows<T>,
  alongside?: CommittedAlongside<T>,
): Promise<T> {
  const prefixes: string[] = [];
  const discard = () =>
    Promise.all(prefixes.map((prefix) => storage.deletePrefix(prefix).catch(() => undefined)));
  let saved: T;
  try {
    const staged: StagedPhoto[] = [];
    for (const variants of photos) {
      const prefix = `${parent}${randomUUID()}/`;
      prefixes.push(prefix);
      staged.push({ prefix, variants: await writeVariants(storage, prefix, variants) });
    }
    saved = await knex.transaction(async (trx) => {
      const inserted = await rows.insert(trx, staged);
      await alongside?.record(trx, inserted);
      return inserted;
    });
  } catch (error) {
    await discard();
    throw error;
  }
  try {
    for (const prefix of prefixes) await storage.publish(prefix);
  } catch (error) {
    // Rows must not point at files that are not served: take the save back whole.
    await knex.transaction(async (trx) => {
      await rows.remove(trx, saved);
      await alongside?.withdraw(trx);
    });
    await discard();
    throw error;
  }
  return saved;
}
