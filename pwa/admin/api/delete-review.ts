/**
 * DELETE /api/admin/reviews/{id}: the server recomputes the beach's rating and the toast says
 * what it is now; every admin list and figure is read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminReview, reviewDeletedSchema } from '../../../domain/admin/admin-answers.ts';
import { pluralise } from '../../../domain/common/format.ts';
import { apiWrite } from '../../data/http/api-client.ts';
import { notify } from '../../ui/toaster.tsx';
import { adminFailure } from '../ui/admin-toasts.ts';
import { adminQueryKeys } from './admin-query-keys.ts';

export function useDeleteReview(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: AdminReview) =>
      apiWrite('DELETE', `/api/admin/reviews/${review.id}`, undefined, reviewDeletedSchema),
    onSuccess: ({ beach }, review) => {
      onDone();
      const rating =
        beach.totalReviews > 0
          ? `${review.beachName} is now rated ${beach.averageRating.toFixed(1)} from ${pluralise(beach.totalReviews, 'review')}.`
          : `${review.beachName} has no reviews now.`;
      notify('Review deleted successfully', rating);
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.all });
    },
    onError: (error) => adminFailure('Failed to delete review', error),
  });
}
