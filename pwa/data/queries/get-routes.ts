/** GET /api/beaches/{id}/routes — approved dog walks from the beach; a 404 means none yet. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalkingRoute } from '../../../domain/beaches/walking-route-schema.ts';
import { apiGetOrNull } from '../http/api-client.ts';
import { readRoutes } from '../mirror/mirror-reads.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { mirrorFirst } from './read-through.ts';

export type { WalkingRoute };

export const routesQuery = (beachId: number) =>
  queryOptions({
    queryKey: queryKeys.beaches.routes(beachId),
    queryFn: () =>
      mirrorFirst(
        (db) => readRoutes(db, beachId),
        async () => (await apiGetOrNull<WalkingRoute[]>(`/api/beaches/${beachId}/routes`)) ?? [],
      ),
    ...QUERY_TIMINGS.community,
  });

export const useRoutes = (beachId: number) => useQuery(routesQuery(beachId));
