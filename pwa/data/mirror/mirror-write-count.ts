/**
 * How many times a mirror's beaches (or its sync marker) have been written: what tells a copy of
 * them kept in memory (mirror-beach-list.ts) that it may be out of date.
 *
 * Counted from Dexie's `storagemutated` event, which Dexie fires for every committed write to a
 * table, whatever made it (put, bulkPut, delete, clear, modify, a sync's transaction): in this
 * page from the transaction's `complete` handler itself, before the writer's promise settles and
 * before anything it triggers can read; from other tabs and the service worker, when their
 * broadcast arrives (the sync marker the kept copy also compares covers the time in between).
 * Counts are per database name, so two Dexie objects on one database count together.
 */
import type { ObservabilitySet } from 'dexie';

/** The tables a kept beach list is made from: the beaches, and `meta` (whether a snapshot is held). */
const WATCHED_TABLES = new Set(['beaches', 'meta']);

const counts = new Map<string, number>();
/** Writes to every database at once: Dexie's `all` part (a page coming back from the bfcache). */
let writesToAll = 0;

/** Changes whenever the named database's beaches or sync marker have been written. */
export function mirrorWriteCount(databaseName: string): number {
  return (counts.get(databaseName) ?? 0) + writesToAll;
}

/**
 * Dexie's `storagemutated` listener, registered by mirror-db.ts (the module that loads Dexie, on
 * first use of the mirror): importing Dexie here would put it in every page's first scripts (the
 * screens' reads import this through mirror-reads.ts), 27.6 KB brotli over the budget. No write to
 * the mirror can happen before that module has loaded. Each part names
 * `idb://<database>/<table>/<index>`, or is `all`.
 */
export function noteMirrorWrites(parts: ObservabilitySet): void {
  for (const part of Object.keys(parts)) {
    if (part === 'all') writesToAll += 1;
    if (!part.startsWith('idb://')) continue;
    const [databaseName, tableName] = part.slice('idb://'.length).split('/');
    if (WATCHED_TABLES.has(tableName)) counts.set(databaseName, (counts.get(databaseName) ?? 0) + 1);
  }
}
