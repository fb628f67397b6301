/** PUT /api/feedback/{id} { content } through the outbox — only the author may; others get 404. */
import { useQueryClient } from '@tanstack/react-query';
import { type OutboxWrite, type SubmissionOutcome, useOutboxSubmission } from '../outbox/outbox.ts';
import { MY_FEEDBACK_KEY, type MyFeedback } from '../queries/get-my-feedback.ts';

function feedbackEditWrite(item: MyFeedback, content: string): OutboxWrite {
  return {
    kind: 'feedback-edit',
    label: item.beachName ? `Edit of your feedback for ${item.beachName}` : 'Edit of your feedback',
    beachId: item.beachId ?? undefined,
    targetId: item.id,
    summary: content.slice(0, 160),
    method: 'PUT',
    url: `/api/feedback/${item.id}`,
    body: { content },
  };
}

export function useUpdateFeedback() {
  const queryClient = useQueryClient();
  const submission = useOutboxSubmission();
  const save = async (item: MyFeedback, content: string): Promise<SubmissionOutcome | null> => {
    const outcome = await submission.submit(feedbackEditWrite(item, content));
    if (outcome?.status === 'sent' || outcome?.status === 'queued') {
      // Show the edit at once; once sent, the refetch brings the server's copy.
      queryClient.setQueryData<MyFeedback[]>(MY_FEEDBACK_KEY, (list) =>
        list?.map((entry) => (entry.id === item.id ? { ...entry, content } : entry)),
      );
    }
    return outcome;
  };
  return { save, isPending: submission.isPending };
}
