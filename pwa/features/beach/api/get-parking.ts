/** GET /api/beaches/{id}/parking — the car parks near a beach; a 404 means none (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Parking } from '../../../../domain/parking-schema.ts';
import { apiGetOrNull } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { readParking } from '../../../offline/mirror-reads.ts';
import { mirrorFirst } from '../../../offline/read-through.ts';

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
