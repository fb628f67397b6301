/** GET /api/beaches?…: one page of the listing, filtered and sorted by the server with the same rules as domain/. */
import { apiGet, publicSchema } from '../http/api-client.ts';
import { readBeachesPage } from '../mirror/mirror-reads.ts';
import { defineQuery } from './define-query.ts';
import { failWith } from './fail-with.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export const beachesPageQuery = (search: URLSearchParams) =>
  defineQuery({
    key: queryKeys.beaches.page(search),
    policy: 'mirror-first',
    mirror: (db) => readBeachesPage(db, search),
    remote: () =>
      failWith('Failed to fetch beaches', apiGet(`/api/beaches?${search}`, publicSchema('beachPage'))),
    ...QUERY_TIMINGS.beachesListing,
  });
