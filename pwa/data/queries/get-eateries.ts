/** GET /api/beaches/{id}/eateries — dog-friendly places to eat near a beach. */
import { useQuery } from '@tanstack/react-query';
import type { Eatery } from '../../../domain/beaches/eatery-schema.ts';
import { apiGetOrNull, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type { Eatery };

const eateriesQuery = (beachId: number) =>
  defineQuery({
    key: queryKeys.beaches.eateries(beachId),
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readEateries(db, beachId),
    remote: async () =>
      (await apiGetOrNull(`/api/beaches/${beachId}/eateries`, publicSchema('eateries'))) ?? [],
    // Places change as slowly as car parks: the same freshness.
    ...QUERY_TIMINGS.parking,
  });

export const useEateries = (beachId: number) => useQuery(eateriesQuery(beachId));
