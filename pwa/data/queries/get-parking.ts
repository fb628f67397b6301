/** GET /api/beaches/{id}/parking — the car parks near a beach; a 404 means none (spec §7). */
import { useQuery } from '@tanstack/react-query';
import type { Parking } from '../../../domain/beaches/parking-schema.ts';
import { apiGetOrNull, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type { Parking };

const parkingQuery = (beachId: number) =>
  defineQuery({
    key: queryKeys.beaches.parking(beachId),
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readParking(db, beachId),
    failure: 'Failed to fetch parking data',
    remote: async () =>
      (await apiGetOrNull(`/api/beaches/${beachId}/parking`, publicSchema('parking'))) ?? [],
    ...QUERY_TIMINGS.parking,
  });

export const useParking = (beachId: number) => useQuery(parkingQuery(beachId));
