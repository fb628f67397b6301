/**
 * POST (first time) or PUT (an edit) /api/beaches/{id}/reviews: a verified user's one review
 * of the beach. The answer carries the beach's new average, so the page updates at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewCreateInput } from '../../../../domain/community-requests.ts';
import type { ReviewSaved } from '../../../../domain/review-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { askToKeepData } from '../../../offline/keep-data.ts';
import { refreshAfterServerChange } from '../../../offline/sync-trigger.ts';

export function useSaveReview(beachId: number, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewCreateInput) =>
      apiRequest<ReviewSaved>(editing ? 'PUT' : 'POST', `/api/beaches/${beachId}/reviews`, input, {
        headers: editing
          ? { 'Content-Type': 'application/json' }
          : { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      }),
    onSuccess: () => {
      void askToKeepData();
      void queryClient.invalidateQueries({ queryKey: queryKeys.beaches.reviews(beachId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.my.reviews });
      // The beach's average and count change wherever the beach is shown.
      void refreshAfterServerChange(queryClient, [queryKeys.beaches.details, queryKeys.beaches.lists]);
    },
  });
}
