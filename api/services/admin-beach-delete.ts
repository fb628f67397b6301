/**
 * Deleting a beach (issue #13, spec §7 "Delete" with its confirmation): the beach is soft-deleted
 * (deleted_at: phones drop it through the sync, which reports it deleted), and its reviews,
 * community photos and beach photos are deleted, all with the audit row in one transaction. The
 * photos' files go after the commit, as a user's photo delete does it: once the rows are gone
 * nothing links to them, and a failure there leaves only unlinked files.
 */
import type { Logger } from 'pino';
import { presentAdminBeach } from '../presenters/beach.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import { type AuditedActor, auditedWrite } from './admin-audit.ts';
import { auditedBeach, lockLiveBeach } from './admin-beaches.ts';
import { beachPhotoFolderOf } from './beach-photo-folders.ts';

export interface DeletedWithBeach {
  reviews: number;
  photos: number;
}

/** Deletes the rows of `table` for the beach, answering how many and the folders of their files. */
async function deleteChildren(trx: Parameters<typeof lockLiveBeach>[0], table: string, beachId: number) {
  const rows: { storageKey: string | null }[] = await trx(table)
    .where({ beachId })
    .delete()
    .returning(table === 'reviews' ? ['id'] : ['id', 'storageKey']);
  return {
    count: rows.length,
    folders: rows.map((r) => r.storageKey).filter((k): k is string => Boolean(k)),
  };
}

async function removeFolders(storage: PhotoStorage, folders: string[], log?: Logger) {
  for (const folder of folders) {
    await storage
      .deletePrefix(folder)
      .catch(() => storage.deletePrefix(folder))
      .catch((err) => log?.warn({ err, folder }, 'beach photo files not deleted'));
  }
}

export async function deleteBeach(
  actor: AuditedActor,
  id: number,
  storage: PhotoStorage,
  log?: Logger,
): Promise<DeletedWithBeach> {
  const { deleted, folders } = await auditedWrite(actor, async (trx) => {
    const beach = await lockLiveBeach(trx, id);
    const reviews = await deleteChildren(trx, 'reviews', id);
    const community = await deleteChildren(trx, 'community_photos', id);
    const own = await deleteChildren(trx, 'beach_photos', id);
    // A banner from the edit dialog has no beach_photos row: its folder goes too, unless another beach shows it.
    const banner = beachPhotoFolderOf(storage, beach.imageUrl);
    const shared = await trx('beaches')
      .whereNot({ id })
      .whereNull('deletedAt')
      .where({ imageUrl: beach.imageUrl });
    if (banner && shared.length === 0 && !own.folders.includes(banner)) own.folders.push(banner);
    // Its reviews are gone, so is the rating they made.
    await trx('beaches').where({ id }).update({ deletedAt: trx.fn.now(), averageRating: 0, totalReviews: 0 });
    const deleted = { reviews: reviews.count, photos: community.count + own.count };
    return {
      result: { deleted, folders: [...community.folders, ...own.folders] },
      audit: {
        action: 'delete',
        entity: 'beach',
        entityId: id,
        summary: `${beach.name} (${deleted.reviews} reviews and ${deleted.photos} photos deleted with it)`,
        before: auditedBeach(presentAdminBeach(beach)),
        after: null,
      },
    };
  });
  await removeFolders(storage, folders, log);
  return deleted;
}
