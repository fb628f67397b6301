/** POST /api/feedback (spec §7): feedbackType, content, isPublic and, for a beach, beachId. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FEEDBACK_TYPES } from '../../../../domain/community-requests.ts';
import type { Feedback } from '../../../../domain/feedback-schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { askToKeepData } from '../../../offline/keep-data.ts';

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export interface NewFeedback {
  feedbackType: FeedbackType;
  content: string;
  isPublic: boolean;
  beachId?: number;
}

export function submitFeedback(input: NewFeedback, idempotencyKey: string = crypto.randomUUID()) {
  return apiRequest<Feedback>('POST', '/api/feedback', input, {
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
  });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewFeedback) => submitFeedback(input),
    onSuccess: (_answer, input) => {
      void askToKeepData();
      void queryClient.invalidateQueries({ queryKey: queryKeys.my.feedback });
      if (input.beachId)
        void queryClient.invalidateQueries({ queryKey: queryKeys.beaches.feedback(input.beachId) });
    },
  });
}
