/** POST /api/routes/{routeId}/rate (spec §7): stars, a name, and optionally a comment and email. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteRatingInput } from '../../../../domain/community-requests.ts';
import type { RouteRated } from '../../../../domain/walking-route-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { refreshAfterServerChange } from '../../../offline/sync-trigger.ts';

export function useRateRoute(beachId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ routeId, ...input }: RouteRatingInput & { routeId: number }) =>
      apiRequest<RouteRated>(
        'POST',
        `/api/routes/${routeId}/rate`,
        { routeId, ...input },
        { headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() } },
      ),
    // The route's average and count change.
    onSuccess: () => refreshAfterServerChange(queryClient, [queryKeys.beaches.routes(beachId)]),
  });
}
