/** GET /api/beaches/index: every beach's id, slug, name and location (the water quality page's names and links). */
import { useQuery } from '@tanstack/react-query';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export const beachIndexQuery = () =>
  defineQuery({
    key: queryKeys.beaches.index,
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readBeachIndex(db),
    failure: 'Failed to fetch beaches',
    remote: () => apiGet('/api/beaches/index', publicSchema('beachIndex')),
    ...QUERY_TIMINGS.beachesHome,
  });

export const useBeachIndex = () => useQuery(beachIndexQuery());
