/** DELETE /api/feedback/{id} through the outbox. */
import { useQueryClient } from '@tanstack/react-query';
import { type SubmissionOutcome, useOutboxSubmission } from '../outbox/outbox.ts';
import { MY_FEEDBACK_KEY, type MyFeedback } from '../queries/get-my-feedback.ts';

export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  const submission = useOutboxSubmission();
  const remove = async (item: MyFeedback): Promise<SubmissionOutcome | null> => {
    const outcome = await submission.submit({
      kind: 'feedback-delete',
      label: item.beachName ? `Deleting your feedback for ${item.beachName}` : 'Deleting your feedback',
      beachId: item.beachId ?? undefined,
      targetId: item.id,
      summary: item.content.slice(0, 160),
      method: 'DELETE',
      url: `/api/feedback/${item.id}`,
    });
    if (outcome?.status === 'sent' || outcome?.status === 'queued') {
      queryClient.setQueryData<MyFeedback[]>(MY_FEEDBACK_KEY, (list) =>
        list?.filter((entry) => entry.id !== item.id),
      );
    }
    return outcome;
  };
  return { remove, isPending: submission.isPending };
}
