/** GET /api/beaches/featured: the home page's featured beaches (a handful, so the server's page can carry them). */
import { apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export const featuredBeachesQuery = () =>
  defineQuery({
    key: queryKeys.beaches.featured,
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readFeaturedBeaches(db),
    failure: 'Failed to fetch beaches',
    remote: () => apiGet('/api/beaches/featured', publicSchema('beaches')),
    ...QUERY_TIMINGS.beachesHome,
  });
