/** GET /api/beaches: every beach (home, directory, filters, "near me", the pickers). */
import { apiGet, publicSchema } from '../http/api-client.ts';
import { readAllBeaches } from '../mirror/mirror-reads.ts';
import { defineQuery } from './define-query.ts';
import { failWith } from './fail-with.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export const allBeachesQuery = () =>
  defineQuery({
    key: queryKeys.beaches.all,
    policy: 'mirror-first',
    mirror: readAllBeaches,
    remote: () => failWith('Failed to fetch beaches', apiGet('/api/beaches', publicSchema('beaches'))),
    ...QUERY_TIMINGS.beachesHome,
  });
