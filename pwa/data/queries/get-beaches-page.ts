/** GET /api/beaches?…: one page of the listing, filtered and sorted by the server with the same rules as domain/. */
import { apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export const beachesPageQuery = (search: URLSearchParams) =>
  defineQuery({
    key: queryKeys.beaches.page(search),
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readBeachesPage(db, search),
    failure: 'Failed to fetch beaches',
    remote: () => apiGet(`/api/beaches?${search}`, publicSchema('beachPage')),
    ...QUERY_TIMINGS.beachesListing,
  });
