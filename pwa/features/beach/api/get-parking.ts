/** GET /api/beaches/{id}/parking — the car parks near a beach; a 404 means none (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetOrNull } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';

export interface Parking {
  id: number;
  beachId: number;
  name: string;
  owner: string | null;
  availability: string | null;
  location: string | null;
  cost: string | null;
  paymentMethods: string[];
  capacity: number | null;
  heightRestriction: string | null;
  openingHours: string | null;
  specialNotes: string | null;
  /** Metres. */
  distanceToBeach: number | null;
  latitude: string | null;
  longitude: string | null;
}

export async function getParking(beachId: number): Promise<Parking[]> {
  try {
    return (await apiGetOrNull<Parking[]>(`/api/beaches/${beachId}/parking`)) ?? [];
  } catch (error) {
    throw new Error('Failed to fetch parking data', { cause: error });
  }
}

export const parkingQuery = (beachId: number) =>
  queryOptions({
    queryKey: ['beaches', beachId, 'parking'],
    queryFn: () => getParking(beachId),
    ...QUERY_TIMINGS.parking,
  });

export const useParking = (beachId: number) => useQuery(parkingQuery(beachId));
