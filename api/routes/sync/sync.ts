/**
 * `GET /api/sync?since=<cursor>` fills the app's offline mirror (DESIGN.md, "Offline: how it
 * works"). No cursor: the full snapshot, kept built and compressed (brotli and gzip) while none
 * of its tables changes, with a strong ETag (middleware/cached-per-data-version.ts). A cursor:
 * what changed since, as JSON (small; the usual compression applies). A cursor the server can
 * no longer serve: 410 `sync_cursor_expired`, which tells the app to drop its cursor and fetch
 * the snapshot again.
 */

import type { Knex } from 'knex';
import { z } from 'zod';
import { HttpError } from '../../errors.ts';
import { cacheControl } from '../../middleware/cache-control.ts';
import { cachedPerDataVersion } from '../../middleware/cached-per-data-version.ts';
import { CursorTooOld, readSyncFeed, SYNC_COLLECTIONS } from '../../services/sync-feed.ts';
import { parseQuery } from '../../validate.ts';
import { apiRouter } from '../api-router.ts';

export const syncRouter = apiRouter('/api/sync');

const syncQuerySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/, 'since must be a cursor this server gave you')
    .transform(Number)
    .optional(),
});

/** Rebuilt at least this often: water quality warnings expire with time, not with a write. */
const SNAPSHOT_MAX_AGE_MS = 15 * 60 * 1000;

/**
 * The newest version among the rows and tombstones a snapshot is made of. Reviews, photos and
 * feedback move the global version on without changing a snapshot, so the cache is keyed on
 * this instead: a snapshot built at cursor S stays exact, and S a true cursor, until one of
 * its own tables changes (each max is one index lookup) or tombstones are pruned past S.
 */
async function snapshotContentVersion(knex: Knex): Promise<string> {
  const tables = Object.values(SYNC_COLLECTIONS);
  const newest = tables.map((table) => `(SELECT max(change_version) FROM ${table})`).join(', ');
  const { rows } = await knex.raw(
    `SELECT GREATEST(${newest}, (SELECT max(change_version) FROM sync_tombstones WHERE table_name = ANY(?))) AS v,
            (SELECT pruned_through FROM sync_state WHERE id = 1) AS pruned`,
    [tables],
  );
  // After a pruning, a cached snapshot's cursor may be too old to serve: build a new one.
  return `${rows[0].v ?? 0}/${rows[0].pruned}`;
}

syncRouter.get(
  '/',
  cacheControl('revalidate'),
  cachedPerDataVersion({
    only: (ctx) => ctx.query.since === undefined,
    contentVersion: snapshotContentVersion,
    maxAgeMs: SNAPSHOT_MAX_AGE_MS,
  }),
  async (ctx) => {
    const { since } = parseQuery(ctx, syncQuerySchema);
    try {
      ctx.body = await readSyncFeed(ctx.knex as Knex, since ?? null);
    } catch (error) {
      if (!(error instanceof CursorTooOld)) throw error;
      throw new HttpError(
        410,
        'sync_cursor_expired',
        'This sync cursor can no longer be served: fetch the snapshot again (GET /api/sync with no cursor)',
      );
    }
  },
);
