/** GET /api/my/feedback — everything the signed-in user has sent, public and private, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Feedback } from '../../../domain/community/feedback-schema.ts';
import { readOwnList } from './own-list-query.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export type MyFeedback = Feedback;

export const MY_FEEDBACK_KEY = queryKeys.my.feedback;

export const myFeedbackQuery = () =>
  queryOptions({
    queryKey: MY_FEEDBACK_KEY,
    queryFn: ({ client }) => readOwnList<MyFeedback[]>(client, 'feedback', '/api/my/feedback'),
    ...QUERY_TIMINGS.community,
  });

export const useMyFeedback = (enabled: boolean) => useQuery({ ...myFeedbackQuery(), enabled });
