/** GET /api/my/feedback — everything the signed-in user has sent, public and private, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';

export interface MyFeedback {
  id: number;
  beachId: number | null;
  beachName?: string | null;
  feedbackType: string;
  content: string;
  isPublic: boolean;
  createdAt: string;
  updatedAt?: string | null;
}

export const MY_FEEDBACK_KEY = ['my', 'feedback'] as const;

export const myFeedbackQuery = () =>
  queryOptions({
    queryKey: MY_FEEDBACK_KEY,
    queryFn: () => apiGet<MyFeedback[]>('/api/my/feedback'),
    ...QUERY_TIMINGS.community,
  });

export const useMyFeedback = (enabled: boolean) => useQuery({ ...myFeedbackQuery(), enabled });
