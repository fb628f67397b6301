import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { MyFeedback } from './api/get-my-feedback.ts';
import { FeedbackItem } from './feedback-item.tsx';
import { ListState } from './list-state.tsx';

/** The user's feedback, newest first, each editable and deletable. */
export function MyFeedbackList({ feedback }: { feedback: UseQueryResult<MyFeedback[]> }) {
  if (feedback.isPending) return <ListState kind="loading" message="Loading your feedback" />;
  if (feedback.isError)
    return <ListState kind="error" message="Unable to load your feedback. Please try again later." />;
  if (feedback.data.length === 0) {
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
      {feedback.data.map((item) => (
        <FeedbackItem key={item.id} item={item} />
      ))}
    </Stack>
  );
}
