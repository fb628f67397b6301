/**
 * Review Moderation (issue #13): every review, newest first and paged, with a Delete that asks
 * first; the server recomputes the beach's rating and the toast says what it is now.
 */
import { Stack } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../data/http/api-client.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { notify } from '../../ui/toaster.tsx';
import { adminFailure } from '../ui/admin-toasts.ts';
import { useAdminPage } from './admin-paged.ts';
import { PagedList } from './paged-list.tsx';
import { type AdminReview, ReviewRow } from './review-row.tsx';
import { TabHeader } from './tab-header.tsx';

const PAGE_SIZE = 25;

interface ReviewDeleted {
  beach: { id: number; averageRating: number; totalReviews: number };
}

export default function ReviewsTab() {
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<AdminReview | null>(null);
  const queryClient = useQueryClient();
  const reviews = useAdminPage<AdminReview>('reviews', '/api/admin/reviews', { page, pageSize: PAGE_SIZE });
  const remove = useMutation({
    mutationFn: (review: AdminReview) =>
      apiRequest<ReviewDeleted>('DELETE', `/api/admin/reviews/${review.id}`),
    onSuccess: ({ beach }, review) => {
      setToDelete(null);
      const rating =
        beach.totalReviews > 0
          ? `${review.beachName} is now rated ${beach.averageRating.toFixed(1)} from ${beach.totalReviews} review${beach.totalReviews === 1 ? '' : 's'}.`
          : `${review.beachName} has no reviews now.`;
      notify('Review deleted successfully', rating);
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: (error) => adminFailure('Failed to delete review', error),
  });

  return (
    <Stack gap="4">
      <TabHeader
        title="Review Moderation"
        description="Every review, newest first. Deleting one recalculates the beach's rating."
      />
      <PagedList
        query={reviews}
        label="Reviews"
        what="reviews"
        empty="No reviews yet."
        onPage={setPage}
        renderItem={(review) => (
          <ReviewRow key={review.id} review={review} onDelete={() => setToDelete(review)} />
        )}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Review"
        body={
          toDelete
            ? `Delete ${toDelete.reviewerName}'s review of ${toDelete.beachName}? The beach's rating will be recalculated. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete Review"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
