/** GET /api/my/reviews — so the review form can start from the one already written for this beach. */
import { useQuery } from '@tanstack/react-query';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

/** Kept under the user's id, so with no signal the form still starts from the user's review. */
const myReviewsQuery = () =>
  defineQuery({
    key: queryKeys.my.reviews,
    policy: 'keep-a-copy',
    mirror: { ownList: 'reviews' },
    remote: () => apiGet('/api/my/reviews', publicSchema('reviews')),
    staleTime: 30_000,
  });

export const useMyReview = (beachId: number, enabled: boolean) =>
  useQuery({
    ...myReviewsQuery(),
    enabled,
    select: (reviews) => reviews.find((r) => r.beachId === beachId) ?? null,
  });
