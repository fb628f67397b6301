/** GET /api/beaches/{identifier}/reviews (spec §7), asked only once the beach has loaded. */
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client.ts';

export interface Review {
  id: number;
  beachId: number;
  rating: number;
  reviewText: string | null;
  reviewerName: string;
  visitDate: string | null;
  createdAt: string;
}

export const beachReviewsQuery = (identifier: string) =>
  queryOptions({
    queryKey: ['beach', identifier, 'reviews'],
    queryFn: async () => {
      try {
        return await apiGet<Review[]>(`/api/beaches/${encodeURIComponent(identifier)}/reviews`);
      } catch (error) {
        throw new Error('Failed to fetch reviews', { cause: error });
      }
    },
  });
