/** GET /api/stats: the site's figures (spec §7), from the mirror once the phone has it. */
import { apiGet, publicSchema } from '../http/api-client.ts';
import { readStats } from '../mirror/mirror-reads.ts';
import { defineQuery } from './define-query.ts';
import { failWith } from './fail-with.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export const statsQuery = () =>
  defineQuery({
    key: queryKeys.stats,
    policy: 'mirror-first',
    mirror: readStats,
    remote: () => failWith('Failed to fetch stats', apiGet('/api/stats', publicSchema('stats'))),
    ...QUERY_TIMINGS.stats,
  });
