/** GET /api/my/reviews — so the review form can start from the one already written for this beach. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import type { Review } from './get-reviews.ts';

export const myReviewsQuery = () =>
  queryOptions({
    queryKey: ['my', 'reviews'],
    queryFn: () => apiGet<Review[]>('/api/my/reviews'),
    staleTime: 30_000,
  });

export const useMyReview = (beachId: number, enabled: boolean) =>
  useQuery({
    ...myReviewsQuery(),
    enabled,
    select: (reviews) => reviews.find((r) => r.beachId === beachId) ?? null,
  });
