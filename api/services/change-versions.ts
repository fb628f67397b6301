/**
 * Reads the change versions the database stamps on every synced row (migration
 * 20261125000100_add_change_versions.ts). A pull reads `committedVersion` first and then asks for
 * what changed in `(since, upTo]`: every version up to a committed one is committed too, so the
 * answer can never miss a row that commits late, and `upTo` becomes the client's next cursor.
 * Cursor 0 means "everything".
 */
import type { Knex } from 'knex';

export type SyncedTable =
  | 'beaches'
  | 'water_quality'
  | 'water_quality_history'
  | 'parking'
  | 'eateries'
  | 'walking_routes'
  | 'route_ratings'
  | 'blog_posts'
  | 'reviews'
  | 'community_photos'
  | 'beach_photos'
  | 'user_feedback';

export interface Tombstone {
  tableName: SyncedTable;
  rowId: number;
  changeVersion: number;
  deletedAt: Date;
}

/**
 * Takes this transaction's change version now. The triggers would take it at the first write
 * anyway; a transaction that locks a row before it writes (reviews lock their beach, ratings
 * their route) calls this first, so every writer takes the sync_state lock before any other
 * and two writers can never wait on each other's locks.
 */
export async function takeChangeVersion(trx: Knex.Transaction): Promise<number> {
  const { rows } = await trx.raw('SELECT next_change_version() AS version');
  return Number(rows[0].version);
}

/** Versions a cursor can be served from: deltas need `cursor >= prunedThrough`, `<= version`. */
export async function servableRange(
  knex: Knex | Knex.Transaction,
): Promise<{ version: number; prunedThrough: number }> {
  const row = await knex('sync_state').where({ id: 1 }).first('version', 'prunedThrough');
  return { version: Number(row.version), prunedThrough: Number(row.prunedThrough) };
}

/**
 * Deletes tombstones older than `retentionDays` and records the newest version it removed, so
 * that a cursor from before it is refused (410) rather than answered without those deletions.
 */
export async function pruneTombstones(knex: Knex, retentionDays: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * 86_400_000);
  return knex.transaction(async (trx) => {
    const [{ newest }] = await trx('sync_tombstones')
      .where('deletedAt', '<', cutoff)
      .max({ newest: 'changeVersion' });
    if (newest === null) return 0;
    const removed = await trx('sync_tombstones')
      .where('changeVersion', '<=', newest)
      .delete()
      .returning('rowId');
    await trx('sync_state')
      .where({ id: 1 })
      .update({ prunedThrough: trx.raw('GREATEST(pruned_through, ?)', [newest]) });
    return removed.length;
  });
}

/** The newest version whose changes are all committed and visible. */
export async function committedVersion(knex: Knex | Knex.Transaction): Promise<number> {
  const row = await knex('sync_state').where({ id: 1 }).first('version');
  return Number(row.version);
}

/** Rows of `table` written after `since`, up to and including `upTo`, oldest first. */
export function changesSince<Row = Record<string, unknown>>(
  knex: Knex | Knex.Transaction,
  table: SyncedTable,
  since: number,
  upTo: number,
): Promise<Row[]> {
  return knex(table)
    .where('changeVersion', '>', since)
    .andWhere('changeVersion', '<=', upTo)
    .orderBy('changeVersion');
}

/** Rows of every synced table deleted after `since`, up to and including `upTo`, oldest first. */
export function tombstonesSince(
  knex: Knex | Knex.Transaction,
  since: number,
  upTo: number,
): Promise<Tombstone[]> {
  return knex('sync_tombstones')
    .where('changeVersion', '>', since)
    .andWhere('changeVersion', '<=', upTo)
    .orderBy(['changeVersion', 'tableName', 'rowId']);
}
