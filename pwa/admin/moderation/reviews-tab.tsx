/**
 * Review Moderation (issue #13): every review, newest first and paged, with a Delete that asks
 * first; the server recomputes the beach's rating and the toast says what it is now.
 */
import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { REVIEWS_LIST } from '../api/admin-lists.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useAdminPage } from '../api/get-admin-page.ts';
import { PagedList } from './paged-list.tsx';
import { type AdminReview, ReviewRow } from './review-row.tsx';
import { TabHeader } from './tab-header.tsx';

const PAGE_SIZE = 25;

export default function ReviewsTab() {
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<AdminReview | null>(null);
  const reviews = useAdminPage(REVIEWS_LIST, { page, pageSize: PAGE_SIZE });
  const remove = useDeleteReview(() => setToDelete(null));

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
