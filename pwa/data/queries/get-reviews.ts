/** GET /api/beaches/{id}/reviews — asked only once the beach has loaded (spec §7). */
import { useQuery } from '@tanstack/react-query';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

const reviewsQuery = (beachId: number) =>
  defineQuery({
    key: queryKeys.beaches.reviews(beachId),
    policy: 'keep-a-copy',
    mirror: { beachId, kind: 'reviews' },
    failure: 'Failed to fetch reviews',
    remote: () => apiGet(`/api/beaches/${beachId}/reviews`, publicSchema('reviews')),
  });

export const useReviews = (beachId: number) => useQuery(reviewsQuery(beachId));
