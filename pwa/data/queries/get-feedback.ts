/** GET /api/beaches/{id}/feedback — visitors' public feedback; a 404 means none yet (spec §7). */
import { useQuery } from '@tanstack/react-query';
import { apiGetOrNull, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

const feedbackQuery = (beachId: number) =>
  defineQuery({
    key: queryKeys.beaches.feedback(beachId),
    policy: 'keep-a-copy',
    mirror: { beachId, kind: 'feedback' },
    remote: async () =>
      (await apiGetOrNull(`/api/beaches/${beachId}/feedback`, publicSchema('feedback'))) ?? [],
    ...QUERY_TIMINGS.community,
  });

export const useFeedback = (beachId: number) => useQuery(feedbackQuery(beachId));
