/**
 * Community photos (spec §2 upload, §3): an upload's rows and files are saved together or not at
 * all (staged-photo-rows.ts), and the start-up sweep below brings the photo folders back in line
 * with the rows after a crash. Photos are visible at once (isApproved true); an admin may hide
 * them later.
 *
 * The caller's idempotent answer (middleware/idempotency-write.ts) commits with the rows and is
 * taken back with them, so a retry is replayed the upload only if its photos are there.
 */
import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import type { Logger } from 'pino';
import type { Beach } from '../models/Beach.ts';
import { CommunityPhoto } from '../models/CommunityPhoto.ts';
import type { User } from '../models/User.ts';
import type { Actor } from '../policies/actor.ts';
import { authorize } from '../policies/community.ts';
import type { StoredVariant } from '../presenters/community-photo.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import { beachPhotoSweepTarget } from './beach-photo-folders.ts';
import { dogRuleReportSweepTarget } from './dog-rule-reports.ts';
import type { PhotoVariant } from './image-processing.ts';
import { withListingExtras } from './listing-extras.ts';
import { type CommittedAlongside, type PhotoRows, saveWithStagedPhotos } from './staged-photo-rows.ts';

export interface NewPhoto {
  variants: PhotoVariant[];
  caption: string | null;
}

/** The <img src> for clients that do not use srcset: the largest JPEG up to 1200 px wide. */
const DEFAULT_WIDTH = 1200;

export const defaultImageUrl = (variants: StoredVariant[]) =>
  (variants.filter((v) => v.width <= DEFAULT_WIDTH).at(-1) ?? variants[0]).jpeg;

export function listBeachPhotos(knex: Knex, beachId: number) {
  return withListingExtras(CommunityPhoto.query(knex).where({ beachId, isApproved: true }));
}

export function listUserPhotos(knex: Knex, userId: number) {
  return withListingExtras(CommunityPhoto.query(knex).where({ userId }));
}

export function saveCommunityPhotos(
  knex: Knex,
  { user, beach, photos }: { user: User; beach: Beach; photos: NewPhoto[] },
  storage: PhotoStorage,
  alongside?: CommittedAlongside<CommunityPhoto[]>,
): Promise<CommunityPhoto[]> {
  const rows: PhotoRows<CommunityPhoto[]> = {
    async insert(trx, staged) {
      const inserted: CommunityPhoto[] = [];
      for (const [i, { prefix, variants }] of staged.entries()) {
        const row: PartialModelObject<CommunityPhoto> = {
          beachId: beach.id,
          userId: user.id,
          photoUrl: defaultImageUrl(variants),
          storageKey: prefix,
          variants,
          caption: photos[i].caption,
          isApproved: true,
        };
        inserted.push(Object.assign(await CommunityPhoto.query(trx).insertAndFetch(row), { beach, user }));
      }
      return inserted;
    },
    async remove(trx, saved) {
      await CommunityPhoto.query(trx)
        .whereIn(
          'id',
          saved.map((p) => p.id),
        )
        .delete();
    },
  };
  return saveWithStagedPhotos(
    knex,
    storage,
    'community/',
    photos.map((p) => p.variants),
    rows,
    alongside,
  );
}

export async function deleteCommunityPhoto(
  knex: Knex,
  id: number,
  actor: Actor,
  storage: PhotoStorage,
  log?: Logger,
  alongside?: Pick<CommittedAlongside<void>, 'record'>,
): Promise<void> {
  // The row first: once it is gone nothing links to the files, and files without a row are
  // what the start-up sweep removes, so a failure below cannot leave a photo half-deleted.
  const photo = await knex.transaction(async (trx) => {
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

/** Brings UPLOADS_DIR back in line with the community_photos, beach photo and dog-rule report rows (run at start-up). */
export async function sweepOrphanPhotoFiles(
  knex: Knex,
  storage: PhotoStorage,
  { minAgeMs = SWEEP_MIN_AGE_MS, now = Date.now() } = {},
): Promise<SweepReport> {
  const report: SweepReport = { removed: [], published: [], failed: [] };
  const targets = [
    communityTarget(knex),
    beachPhotoSweepTarget(knex, storage),
    dogRuleReportSweepTarget(knex),
  ];
  for (const target of targets) {
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
