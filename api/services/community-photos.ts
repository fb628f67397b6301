/**
 * Community photos (spec §2 upload, §3): each upload stages every variant of every photo out of
 * public view, inserts all the rows in one transaction, and only then publishes the files. If
 * anything fails, the files already written are removed: a failed upload leaves no row and no
 * file behind, and a process killed mid-upload leaves only staged files, which the start-up
 * sweep removes (or publishes, when their rows were committed). Photos are visible at once
 * (isApproved true); an admin may hide them later.
 *
 * The caller's idempotent answer (middleware/idempotency-write.ts) commits with the rows and is
 * taken back with them, so a retry is replayed the upload only if its photos are there.
 */
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { PartialModelObject, QueryBuilder } from 'objection';
import type { Logger } from 'pino';
import type { Beach } from '../models/Beach.ts';
import { CommunityPhoto } from '../models/CommunityPhoto.ts';
import type { User } from '../models/User.ts';
import type { Actor } from '../policies/actor.ts';
import { authorize } from '../policies/community.ts';
import type { StoredVariant } from '../presenters/community-photo.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import { beachPhotoSweepTarget } from './beach-photo-folders.ts';
import type { PhotoVariant } from './image-processing.ts';

export interface NewPhoto {
  variants: PhotoVariant[];
  caption: string | null;
}

/** Something that commits with the service's rows, and goes with them when they are taken back. */
export interface CommittedAlongside<T> {
  record(trx: Knex.Transaction, result: T): Promise<void>;
  withdraw(trx: Knex.Transaction): Promise<void>;
}

/** The <img src> for clients that do not use srcset: the largest JPEG up to 1200 px wide. */
const DEFAULT_WIDTH = 1200;

export const defaultImageUrl = (variants: StoredVariant[]) =>
  (variants.filter((v) => v.width <= DEFAULT_WIDTH).at(-1) ?? variants[0]).jpeg;

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

export async function saveCommunityPhotos(
  { user, beach, photos }: { user: User; beach: Beach; photos: NewPhoto[] },
  storage: PhotoStorage,
  alongside?: CommittedAlongside<CommunityPhoto[]>,
): Promise<CommunityPhoto[]> {
  const prefixes: string[] = [];
  const discard = () =>
    Promise.all(prefixes.map((prefix) => storage.deletePrefix(prefix).catch(() => undefined)));
  let saved: CommunityPhoto[];
  try {
    const rows: PartialModelObject<CommunityPhoto>[] = [];
    for (const photo of photos) {
      // A fresh folder per photo: its URLs are never reused, even after a delete.
      const prefix = `community/${randomUUID()}/`;
      prefixes.push(prefix);
      const variants = await writeVariants(storage, prefix, photo.variants);
      rows.push({
        beachId: beach.id,
        userId: user.id,
        photoUrl: defaultImageUrl(variants),
        storageKey: prefix,
        variants,
        caption: photo.caption,
        isApproved: true,
      });
    }
    saved = await CommunityPhoto.transaction(async (trx) => {
      const inserted: CommunityPhoto[] = [];
      for (const row of rows) inserted.push(await CommunityPhoto.query(trx).insertAndFetch(row));
      for (const photo of inserted) Object.assign(photo, { beach, user });
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
    // Rows must not point at files that are not served: take the upload back whole.
    await CommunityPhoto.transaction(async (trx) => {
      await CommunityPhoto.query(trx)
        .whereIn(
          'id',
          saved.map((p) => p.id),
        )
        .delete();
      await alongside?.withdraw(trx);
    });
    await discard();
    throw error;
  }
  return saved;
}

export async function deleteCommunityPhoto(
  id: number,
  actor: Actor,
  storage: PhotoStorage,
  log?: Logger,
  alongside?: Pick<CommittedAlongside<void>, 'record'>,
): Promise<void> {
  // The row first: once it is gone nothing links to the files, and files without a row are
  // what the start-up sweep removes, so a failure below cannot leave a photo half-deleted.
  const photo = await CommunityPhoto.transaction(async (trx) => {
    const photo = await CommunityPhoto.query(trx).findById(id);
    authorize(
      actor,
      'delete',
      'communityPhoto',
      photo ?? { userId: null, isApproved: false },
      'Photo not found',
    );
    await CommunityPhoto.query(trx).deleteById(id);
    await alongside?.record(trx);
    return photo;
  });
  if (!photo?.storageKey) return;
  try {
    await storage.deletePrefix(photo.storageKey);
  } catch {
    // One retry for a passing failure (a busy file); after that the sweep's turn.
    await storage
      .deletePrefix(photo.storageKey)
      .catch((err) => log?.warn({ err, id }, 'photo files not deleted; the start-up sweep will remove them'));
  }
}

/**
 * Folders this young are left alone by the sweep: another process sharing UPLOADS_DIR may be
 * writing them right now (staging takes well under a second after the photos are processed;
 * a minute leaves room for a slow disk or a slow commit). A folder older than that with no row
 * is a leftover of a crash or of a failed delete.
 */
export const SWEEP_MIN_AGE_MS = 60_000;

export interface SweepReport {
  /** Prefixes removed: staged or published folders with no row. */
  removed: string[];
  /** Prefixes published: staged folders whose rows were committed before a crash. */
  published: string[];
  /** Prefixes the sweep could not deal with (left as they are, tried again next start). */
  failed: string[];
}

/** A folder of the photo storage the sweep looks after, and which of its folders rows still use. */
export interface SweepTarget {
  parent: string;
  inUse(keys: string[]): Promise<string[]>;
}

const communityTarget = (knex: Knex): SweepTarget => ({
  parent: 'community/',
  async inUse(keys) {
    const rows = await CommunityPhoto.query(knex).select('storageKey').whereIn('storageKey', keys);
    return rows.map((row) => row.storageKey ?? '');
  },
});

/** Brings UPLOADS_DIR back in line with the community_photos and beach photo rows (run at start-up). */
export async function sweepOrphanPhotoFiles(
  knex: Knex,
  storage: PhotoStorage,
  { minAgeMs = SWEEP_MIN_AGE_MS, now = Date.now() } = {},
): Promise<SweepReport> {
  const report: SweepReport = { removed: [], published: [], failed: [] };
  for (const target of [communityTarget(knex), beachPhotoSweepTarget(knex, storage)]) {
    // Folders are listed before rows are read: a folder is published only after its row is
    // committed, so a published folder seen here cannot be missing from the query below.
    const folders = (await storage.listPrefixes(target.parent)).filter(
      (f) => now - f.changedAt.getTime() >= minAgeMs,
    );
    const withRows = new Set<string>();
    for (let i = 0; i < folders.length; i += 500) {
      for (const key of await target.inUse(folders.slice(i, i + 500).map((f) => f.prefix))) withRows.add(key);
    }
    for (const folder of folders) {
      try {
        if (!withRows.has(folder.prefix)) {
          await storage.deletePrefix(folder.prefix);
          report.removed.push(folder.prefix);
        } else if (!folder.published) {
          await storage.publish(folder.prefix);
          report.published.push(folder.prefix);
        }
      } catch {
        report.failed.push(folder.prefix);
      }
    }
  }
  return report;
}

/** The sweep as `npm start` runs it: logged, and never a reason not to start. */
export async function sweepOrphanPhotoFilesAtStart(knex: Knex, storage: PhotoStorage, log: Logger) {
  try {
    const report = await sweepOrphanPhotoFiles(knex, storage);
    const level = report.removed.length + report.published.length + report.failed.length ? 'warn' : 'info';
    log[level](report, 'swept photo files left by interrupted uploads and deletes');
  } catch (err) {
    log.error({ err }, 'photo sweep failed; starting anyway');
  }
}
