/** POST /api/routes/{routeId}/rate (spec §7): stars, a name, and optionally a comment and email. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteRatingInput } from '../../../../domain/community-requests.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function useRateRoute(beachId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ routeId, ...input }: RouteRatingInput & { routeId: number }) =>
      apiRequest<unknown>(
        'POST',
        `/api/routes/${routeId}/rate`,
        { routeId, ...input },
        { headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() } },
      ),
    // The route's average and count change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['beaches', beachId, 'routes'] }),
  });
}
