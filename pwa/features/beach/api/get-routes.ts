/** GET /api/beaches/{id}/routes — approved dog walks from the beach; a 404 means none yet. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetOrNull } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';

export interface WalkingRoute {
  id: number;
  beachId: number;
  routeName: string;
  description: string;
  difficulty: 'easy' | 'moderate' | 'challenging';
  /** Minutes. */
  estimatedDuration: number;
  distanceKm: number | string;
  startingPoint: string;
  highlights: string | null;
  routeNotes: string | null;
  submittedBy: string;
  averageRating: number | string | null;
  totalRatings: number;
}

export const routesQuery = (beachId: number) =>
  queryOptions({
    queryKey: ['beaches', beachId, 'routes'],
    queryFn: async () => (await apiGetOrNull<WalkingRoute[]>(`/api/beaches/${beachId}/routes`)) ?? [],
    ...QUERY_TIMINGS.community,
  });

export const useRoutes = (beachId: number) => useQuery(routesQuery(beachId));
