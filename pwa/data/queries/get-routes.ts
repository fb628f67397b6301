/** GET /api/beaches/{id}/routes — approved dog walks from the beach; a 404 means none yet. */
import { useQuery } from '@tanstack/react-query';
import type { WalkingRoute } from '../../../domain/beaches/walking-route-schema.ts';
import { apiGetOrNull, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type { WalkingRoute };

export const routesQuery = (beachId: number) =>
  defineQuery({
    key: queryKeys.beaches.routes(beachId),
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readRoutes(db, beachId),
    remote: async () =>
      (await apiGetOrNull(`/api/beaches/${beachId}/routes`, publicSchema('walkingRoutes'))) ?? [],
    ...QUERY_TIMINGS.community,
  });

export const useRoutes = (beachId: number) => useQuery(routesQuery(beachId));
