/** GET /api/my/feedback — everything the signed-in user has sent, public and private, newest first. */
import { useQuery } from '@tanstack/react-query';
import type { Feedback } from '../../../domain/community/feedback-schema.ts';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type MyFeedback = Feedback;

export const MY_FEEDBACK_KEY = queryKeys.my.feedback;

/** Kept under the user's id, so with no signal the profile still lists it and the outbox can edit it (issue #28 §5). */
const myFeedbackQuery = () =>
  defineQuery({
    key: MY_FEEDBACK_KEY,
    policy: 'keep-a-copy',
    mirror: { ownList: 'feedback' },
    remote: () => apiGet('/api/my/feedback', publicSchema('feedback')),
    ...QUERY_TIMINGS.community,
  });

export const useMyFeedback = (enabled: boolean) => useQuery({ ...myFeedbackQuery(), enabled });
