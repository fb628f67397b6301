/** GET /api/beaches/{id}/eateries — dog-friendly places to eat near a beach. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetOrNull } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';

export interface Eatery {
  id: number;
  beachId: number;
  name: string;
  venueType: string | null;
  cuisine: string | null;
  address: string | null;
  website: string | null;
  phone: string | null;
  dogFriendly: boolean;
  dogFriendlyNotes: string | null;
  distanceKm: number | null;
  notes: string | null;
}

export const eateriesQuery = (beachId: number) =>
  queryOptions({
    queryKey: ['beaches', beachId, 'eateries'],
    queryFn: async () => (await apiGetOrNull<Eatery[]>(`/api/beaches/${beachId}/eateries`)) ?? [],
    // Places change as slowly as car parks: the same freshness.
    ...QUERY_TIMINGS.parking,
  });

export const useEateries = (beachId: number) => useQuery(eateriesQuery(beachId));
