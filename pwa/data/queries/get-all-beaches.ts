/** GET /api/beaches: every beach (home, directory, filters, "near me", the pickers). */
import { apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export const allBeachesQuery = () =>
  defineQuery({
    key: queryKeys.beaches.all,
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readAllBeaches(db),
    failure: 'Failed to fetch beaches',
    remote: () => apiGet('/api/beaches', publicSchema('beaches')),
    ...QUERY_TIMINGS.beachesHome,
  });
