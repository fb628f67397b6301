/** GET /api/beaches/index: every beach's id, slug, name and location (the water quality page's names and links). */
import { useQuery } from '@tanstack/react-query';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { readBeachIndex } from '../mirror/mirror-reads.ts';
import { defineQuery } from './define-query.ts';
import { failWith } from './fail-with.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export const beachIndexQuery = () =>
  defineQuery({
    key: queryKeys.beaches.index,
    policy: 'mirror-first',
    mirror: readBeachIndex,
    remote: () =>
      failWith('Failed to fetch beaches', apiGet('/api/beaches/index', publicSchema('beachIndex'))),
    ...QUERY_TIMINGS.beachesHome,
  });

export const useBeachIndex = () => useQuery(beachIndexQuery());
