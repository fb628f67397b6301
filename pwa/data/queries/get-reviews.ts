/** GET /api/beaches/{id}/reviews — asked only once the beach has loaded (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '../../../domain/community/review-schema.ts';
import { apiGet } from '../http/api-client.ts';
import { queryKeys } from './query-keys.ts';
import { networkKeepingCopy } from './read-through.ts';

export type { Review };

export const reviewsQuery = (beachId: number) =>
  queryOptions({
    queryKey: queryKeys.beaches.reviews(beachId),
    queryFn: () =>
      networkKeepingCopy(beachId, 'reviews', async () => {
        try {
          return await apiGet<Review[]>(`/api/beaches/${beachId}/reviews`);
        } catch (error) {
          throw new Error('Failed to fetch reviews', { cause: error });
        }
      }),
  });

export const useReviews = (beachId: number) => useQuery(reviewsQuery(beachId));
