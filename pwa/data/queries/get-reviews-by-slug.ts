/** GET /api/beaches/{identifier}/reviews (spec §7), asked only once the beach has loaded. */
import { queryOptions } from '@tanstack/react-query';
import type { Review } from '../../../domain/community/review-schema.ts';
import { apiGet } from '../../data/http/api-client.ts';
import { queryKeys } from '../../data/queries/query-keys.ts';

export type { Review };

export const beachReviewsQuery = (identifier: string) =>
  queryOptions({
    queryKey: queryKeys.beaches.reviews(identifier),
    queryFn: async () => {
      try {
        return await apiGet<Review[]>(`/api/beaches/${encodeURIComponent(identifier)}/reviews`);
      } catch (error) {
        throw new Error('Failed to fetch reviews', { cause: error });
      }
    },
  });
