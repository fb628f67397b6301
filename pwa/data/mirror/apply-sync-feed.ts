/**
 * Writes one answer of `/api/sync` into the mirror, all of it or nothing (one transaction):
 * a snapshot replaces what was there, a delta upserts the changed rows and removes the deleted
 * ids, and a removed beach takes its parking, eateries, walks, water quality and saved lists
 * with it. The cursor is stored in the same transaction, so a crash half way can never leave a
 * cursor that claims rows the mirror does not hold.
 */
import type { SyncCollectionName } from '../../../domain/sync/sync-feed.ts';
import type { SyncFeed } from '../../../domain/sync/sync-feed-schema.ts';
import type { MirrorDatabase, SyncMeta } from './mirror-db.ts';
import { writeTransaction } from './storage-errors.ts';

/** Days of water quality history kept (the server sends 30; charts show 14). */
const MIRROR_HISTORY_DAYS = 30;

/** Whether applying this answer changes what the screens show. */
export function feedChangesSomething(feed: SyncFeed): boolean {
  if (feed.kind === 'snapshot') return true;
  const rows = [
    feed.beaches,
    feed.waterQuality,
    feed.waterQualityHistory,
    feed.parking,
    feed.eateries,
    feed.walkingRoutes,
    feed.blogPosts,
  ];
  return (
    rows.some((list) => list.length > 0) || Object.values(feed.deleted ?? {}).some((ids) => ids.length > 0)
  );
}

export async function applySyncFeed(db: MirrorDatabase, feed: SyncFeed, now = new Date()): Promise<void> {
  await writeTransaction(db, db.syncedTables, async () => {
    const previous = await db.meta.get('sync');
    if (feed.kind === 'snapshot') {
      await Promise.all(
        [
          db.beaches,
          db.waterQuality,
          db.waterQualityHistory,
          db.parking,
          db.eateries,
          db.walkingRoutes,
          db.blogPosts,
          db.tideStations,
        ].map((table) => table.clear()),
      );
    }
    await Promise.all([
      db.beaches.bulkPut(feed.beaches),
      db.waterQuality.bulkPut(feed.waterQuality),
      db.waterQualityHistory.bulkPut(feed.waterQualityHistory),
      db.parking.bulkPut(feed.parking),
      db.eateries.bulkPut(feed.eateries),
      db.walkingRoutes.bulkPut(feed.walkingRoutes),
      db.blogPosts.bulkPut(feed.blogPosts),
      feed.tideStations ? db.tideStations.bulkPut(feed.tideStations) : undefined,
    ]);
    if (feed.deleted) await removeDeleted(db, feed.deleted);
    if (feed.kind === 'snapshot') {
      // Saved reviews and photos of beaches that are no longer listed go too.
      const live = new Set(feed.beaches.map((b) => b.id));
      await db.beachExtras.filter((extra) => !live.has(extra.beachId)).delete();
    }
    const oldest = new Date(now.getTime() - MIRROR_HISTORY_DAYS * 86_400_000).toISOString();
    await db.waterQualityHistory.where('recordedAt').below(oldest).delete();

    const stamp = now.toISOString();
    const meta: SyncMeta = {
      key: 'sync',
      cursor: feed.cursor,
      lastSyncedAt: stamp,
      snapshotAt: feed.kind === 'snapshot' || !previous ? stamp : previous.snapshotAt,
    };
    await db.meta.put(meta);
  });
}

async function removeDeleted(db: MirrorDatabase, deleted: Record<SyncCollectionName, number[]>) {
  const gone = deleted.beaches;
  await Promise.all([
    db.beaches.bulkDelete(gone),
    db.waterQuality.bulkDelete([...deleted.waterQuality, ...gone]),
    db.waterQualityHistory.bulkDelete(deleted.waterQualityHistory),
    db.parking.bulkDelete(deleted.parking),
    db.eateries.bulkDelete(deleted.eateries),
    db.walkingRoutes.bulkDelete(deleted.walkingRoutes),
    db.blogPosts.bulkDelete(deleted.blogPosts),
  ]);
  if (gone.length === 0) return;
  await Promise.all(
    [db.waterQualityHistory, db.parking, db.eateries, db.walkingRoutes, db.beachExtras].map((table) =>
      table.where('beachId').anyOf(gone).delete(),
    ),
  );
}
