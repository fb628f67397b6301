/** GET /api/beaches/{id}/feedback — visitors' public feedback; a 404 means none yet (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Feedback } from '../../../domain/community/feedback-schema.ts';
import { apiGetOrNull } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { networkKeepingCopy } from './read-through.ts';

export type BeachFeedback = Feedback;

export const feedbackQuery = (beachId: number) =>
  queryOptions({
    queryKey: queryKeys.beaches.feedback(beachId),
    queryFn: () =>
      networkKeepingCopy(
        beachId,
        'feedback',
        async () => (await apiGetOrNull<BeachFeedback[]>(`/api/beaches/${beachId}/feedback`)) ?? [],
      ),
    ...QUERY_TIMINGS.community,
  });

export const useFeedback = (beachId: number) => useQuery(feedbackQuery(beachId));
