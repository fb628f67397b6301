/** GET /api/beaches/featured: the home page's featured beaches (a handful, so the server's page can carry them). */
import { apiGet, publicSchema } from '../http/api-client.ts';
import { readFeaturedBeaches } from '../mirror/mirror-reads.ts';
import { defineQuery } from './define-query.ts';
import { failWith } from './fail-with.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export const featuredBeachesQuery = () =>
  defineQuery({
    key: queryKeys.beaches.featured,
    policy: 'mirror-first',
    mirror: readFeaturedBeaches,
    remote: () =>
      failWith('Failed to fetch beaches', apiGet('/api/beaches/featured', publicSchema('beaches'))),
    ...QUERY_TIMINGS.beachesHome,
  });
