/** GET /api/beaches/{id}/parking — the car parks near a beach; a 404 means none (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Parking } from '../../../domain/beaches/parking-schema.ts';
import { apiGetOrNull } from '../http/api-client.ts';
import { readParking } from '../mirror/mirror-reads.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { mirrorFirst } from './read-through.ts';

export type { Parking };

export async function getParking(beachId: number): Promise<Parking[]> {
  try {
    return await mirrorFirst(
      (db) => readParking(db, beachId),
      async () => (await apiGetOrNull<Parking[]>(`/api/beaches/${beachId}/parking`)) ?? [],
    );
  } catch (error) {
    throw new Error('Failed to fetch parking data', { cause: error });
  }
}

export const parkingQuery = (beachId: number) =>
  queryOptions({
    queryKey: queryKeys.beaches.parking(beachId),
    queryFn: () => getParking(beachId),
    ...QUERY_TIMINGS.parking,
  });

export const useParking = (beachId: number) => useQuery(parkingQuery(beachId));
