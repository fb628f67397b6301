/** GET /api/stats: the site's figures (spec §7), from the mirror once the phone has it. */
import { apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export const statsQuery = () =>
  defineQuery({
    key: queryKeys.stats,
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readStats(db),
    failure: 'Failed to fetch stats',
    remote: () => apiGet('/api/stats', publicSchema('stats')),
    ...QUERY_TIMINGS.stats,
  });
