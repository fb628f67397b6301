/** GET /api/beaches/{id}/eateries — dog-friendly places to eat near a beach. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Eatery } from '../../../domain/beaches/eatery-schema.ts';
import { apiGetOrNull } from '../http/api-client.ts';
import { readEateries } from '../mirror/mirror-reads.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { mirrorFirst } from './read-through.ts';

export type { Eatery };

export const eateriesQuery = (beachId: number) =>
  queryOptions({
    queryKey: queryKeys.beaches.eateries(beachId),
    queryFn: () =>
      mirrorFirst(
        (db) => readEateries(db, beachId),
        async () => (await apiGetOrNull<Eatery[]>(`/api/beaches/${beachId}/eateries`)) ?? [],
      ),
    // Places change as slowly as car parks: the same freshness.
    ...QUERY_TIMINGS.parking,
  });

export const useEateries = (beachId: number) => useQuery(eateriesQuery(beachId));
