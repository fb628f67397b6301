/**
 * GET /api/beaches/{id or slug}: a beach's page. The mirror answers (so the page opens with no
 * signal), and opening it asks the sync for a delta at once, so a change on the server reaches
 * the page within a request; before the first sync the server answers, uncached (spec: `?nocache`).
 */
import { apiGet, publicSchema } from '../http/api-client.ts';
import { syncMirrorSoon } from '../mirror/sync-trigger.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export const beachQuery = (identifier: string) =>
  defineQuery({
    key: queryKeys.beaches.detail(identifier),
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readBeach(db, identifier),
    failure: 'Failed to fetch beach',
    remote: () =>
      apiGet(`/api/beaches/${encodeURIComponent(identifier)}?nocache=${Date.now()}`, publicSchema('beach')),
    onRead: () => void syncMirrorSoon(),
    // Read again when the page opens (its loader asks) unless read in the last half minute, so
    // the copy a loader or the server's page just put in the cache is not read twice.
    staleTime: 30_000,
    gcTime: 60_000,
  });
