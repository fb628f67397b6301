/** GET /api/beaches/{id}/reviews — asked only once the beach has loaded (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export interface Review {
  id: number;
  beachId: number;
  rating: number;
  reviewText: string | null;
  reviewerName: string;
  visitDate: string | null;
  createdAt: string | null;
}

export const reviewsQuery = (beachId: number) =>
  queryOptions({
    queryKey: ['beaches', beachId, 'reviews'],
    queryFn: async () => {
      try {
        return await apiGet<Review[]>(`/api/beaches/${beachId}/reviews`);
      } catch (error) {
        throw new Error('Failed to fetch reviews', { cause: error });
      }
    },
  });

export const useReviews = (beachId: number) => useQuery(reviewsQuery(beachId));
