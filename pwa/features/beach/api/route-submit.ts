/** POST /api/routes (spec §7): a signed-in user's dog walk, held for review until an admin approves it. */
import { useMutation } from '@tanstack/react-query';
import type { WalkingRouteCreateInput } from '../../../../domain/community-requests.ts';
import type { WalkingRoute } from '../../../../domain/walking-route-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function useSubmitRoute() {
  return useMutation({
    mutationFn: (input: WalkingRouteCreateInput) =>
      apiRequest<WalkingRoute>('POST', '/api/routes', input, {
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      }),
  });
}
