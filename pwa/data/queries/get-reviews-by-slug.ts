/**
 * GET /api/beaches/{slug}/reviews, for the design prototypes (features/prototypes), which name
 * their beach by slug and keep nothing offline; the beach page reads get-reviews.ts.
 */
import { apiGet, publicSchema } from '../http/api-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export const beachReviewsQuery = (identifier: string) =>
  defineQuery({
    key: queryKeys.beaches.reviews(identifier),
    policy: 'online-only',
    failure: 'Failed to fetch reviews',
    remote: () => apiGet(`/api/beaches/${encodeURIComponent(identifier)}/reviews`, publicSchema('reviews')),
  });
