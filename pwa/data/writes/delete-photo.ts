/** DELETE /api/community-photos/{id} through the outbox. */
import { useQueryClient } from '@tanstack/react-query';
import { type SubmissionOutcome, useOutboxSubmission } from '../outbox/outbox.ts';
import { MY_PHOTOS_KEY, type MyPhoto } from '../queries/get-my-photos.ts';

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  const submission = useOutboxSubmission();
  const remove = async (photo: MyPhoto): Promise<SubmissionOutcome | null> => {
    const outcome = await submission.submit({
      kind: 'photo-delete',
      label: photo.beachName ? `Deleting your photo of ${photo.beachName}` : 'Deleting your photo',
      beachId: photo.beachId,
      targetId: photo.id,
      summary: photo.caption ?? undefined,
      method: 'DELETE',
      url: `/api/community-photos/${photo.id}`,
    });
    if (outcome?.status === 'sent' || outcome?.status === 'queued') {
      queryClient.setQueryData<MyPhoto[]>(MY_PHOTOS_KEY, (list) => list?.filter((p) => p.id !== photo.id));
    }
    return outcome;
  };
  return { remove, isPending: submission.isPending };
}
