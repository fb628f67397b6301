/** GET /api/beaches/{id}/feedback — visitors' public feedback; a 404 means none yet (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetOrNull } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';

export interface BeachFeedback {
  id: number;
  beachId: number | null;
  feedbackType: string;
  content: string;
  createdAt: string;
  /** "Sam W.": the server never sends a contributor's surname or id. */
  authorName: string;
  /** True when the signed-in user wrote it. */
  isOwn?: boolean;
}

export const feedbackQuery = (beachId: number) =>
  queryOptions({
    queryKey: ['beaches', beachId, 'feedback'],
    queryFn: async () => (await apiGetOrNull<BeachFeedback[]>(`/api/beaches/${beachId}/feedback`)) ?? [],
    ...QUERY_TIMINGS.community,
  });

export const useFeedback = (beachId: number) => useQuery(feedbackQuery(beachId));
