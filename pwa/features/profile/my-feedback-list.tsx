import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { hasWaited, useOutboxItems } from '../../data/outbox/outbox.ts';
import { useCurrentUser } from '../../data/queries/current-user.ts';
import type { MyFeedback } from '../../data/queries/get-my-feedback.ts';
import { WaitingFeedback } from '../../ui/waiting-items.tsx';
import { FeedbackItem } from './feedback-item.tsx';
import { ListState } from './list-state.tsx';

/**
 * The user's feedback, newest first, each editable and deletable. What is still on the phone
 * shows too: new feedback at the top marked as waiting, a waiting edit in place of the old
 * text, and feedback whose deletion waits is left out.
 */
export function MyFeedbackList({ feedback }: { feedback: UseQueryResult<MyFeedback[]> }) {
  // Only this account's: another account's writes on this phone are not the user's words.
  const me = useCurrentUser().data?.id ?? null;
  const waiting = useOutboxItems((item) => item.kind.startsWith('feedback') && item.userId === me).items;
  const added = waiting.filter((item) => item.kind === 'feedback').reverse();
  const deleted = new Set(
    waiting.filter((item) => item.kind === 'feedback-delete' && hasWaited(item)).map((item) => item.targetId),
  );
  const edits = new Map(
    waiting
      .filter((item) => item.kind === 'feedback-edit')
      .map((item) => [item.targetId, String(item.body?.content ?? '')]),
  );
  const addedList = added.map((item) => <WaitingFeedback key={item.id} item={item} author={item.label} />);

  if (feedback.isPending && added.length === 0)
    return <ListState kind="loading" message="Loading your feedback" />;
  if (feedback.isError && added.length === 0)
    return <ListState kind="error" message="Unable to load your feedback. Please try again later." />;
  const sent = (feedback.data ?? []).filter((item) => !deleted.has(item.id));
  if (sent.length === 0 && added.length === 0) {
    return (
      <ListState
        kind="empty"
        message="You haven't shared any feedback yet. Tell other owners what you found."
        action={{ to: '/community/feedback', label: 'Share Feedback' }}
      />
    );
  }
  return (
    <Stack as="ul" gap="3" m="0" p="0">
      {addedList}
      {sent.map((item) => (
        <FeedbackItem key={item.id} item={item} waitingEdit={edits.get(item.id)} />
      ))}
    </Stack>
  );
}
