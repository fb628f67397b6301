/**
 * GET /api/beaches/{slug}/reviews, for the design prototypes (features/prototypes), which name
 * their beach by slug and keep nothing offline; the beach page reads get-reviews.ts.
 */
import type { Review } from '../../../domain/community/review-schema.ts';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { defineQuery } from './define-query.ts';
import { failWith } from './fail-with.ts';
import { queryKeys } from './query-keys.ts';

export type { Review };

export const beachReviewsQuery = (identifier: string) =>
  defineQuery({
    key: queryKeys.beaches.reviews(identifier),
    policy: 'online-only',
    remote: () =>
      failWith(
        'Failed to fetch reviews',
        apiGet(`/api/beaches/${encodeURIComponent(identifier)}/reviews`, publicSchema('reviews')),
      ),
  });
