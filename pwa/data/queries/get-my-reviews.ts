/** GET /api/my/reviews — so the review form can start from the one already written for this beach. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '../../../domain/community/review-schema.ts';
import { readOwnList } from './own-list-query.ts';
import { queryKeys } from './query-keys.ts';

export const myReviewsQuery = () =>
  queryOptions({
    queryKey: queryKeys.my.reviews,
    queryFn: ({ client }) => readOwnList<Review[]>(client, 'reviews', '/api/my/reviews'),
    staleTime: 30_000,
  });

export const useMyReview = (beachId: number, enabled: boolean) =>
  useQuery({
    ...myReviewsQuery(),
    enabled,
    select: (reviews) => reviews.find((r) => r.beachId === beachId) ?? null,
  });
