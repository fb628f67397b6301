/**
 * POST (first time) or PUT (an edit) /api/beaches/{id}/reviews: a verified user's one review
 * of the beach. The answer carries the beach's new average, so the page updates at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewCreateInput } from '../../../../domain/community-requests.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function useSaveReview(beachId: number, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewCreateInput) =>
      apiRequest<unknown>(editing ? 'PUT' : 'POST', `/api/beaches/${beachId}/reviews`, input, {
        headers: editing
          ? { 'Content-Type': 'application/json' }
          : { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['beaches', beachId, 'reviews'] });
      void queryClient.invalidateQueries({ queryKey: ['my', 'reviews'] });
      void queryClient.invalidateQueries({ queryKey: ['beach'] });
      void queryClient.invalidateQueries({ queryKey: ['beaches'], exact: true });
    },
  });
}
