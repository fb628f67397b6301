/** GET /api/beaches/{id}/routes — approved dog walks from the beach; a 404 means none yet. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalkingRoute } from '../../../../domain/walking-route-schema.ts';
import { apiGetOrNull } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { readRoutes } from '../../../offline/mirror-reads.ts';
import { mirrorFirst } from '../../../offline/read-through.ts';

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
