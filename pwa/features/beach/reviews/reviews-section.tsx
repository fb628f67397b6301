import { Flex, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { formatRating, pluralise } from '../../../../domain/common/format.ts';
import { useMyReview } from '../../../data/queries/get-my-reviews.ts';
import { useReviews } from '../../../data/queries/get-reviews.ts';
import { waitingReview } from '../../../data/writes/review-save.ts';
import { StarRating } from '../../../ui/star-rating.tsx';
import { WaitingBadge } from '../../../ui/waiting-badge.tsx';
import { CardState } from '../card-state.tsx';
import { LoadFailure } from '../load-failure.tsx';
import { SectionCard } from '../section-card.tsx';
import { useWaitingWrites } from '../use-waiting-writes.ts';
import { NoReviewsYet } from './no-reviews-yet.tsx';
import { ReviewListItem } from './review-list-item.tsx';

/**
 * Visitors' reviews, plus the external provider's rating when the beach has one. The user's own
 * review still on the phone shows first, marked as waiting, in place of the one it will replace.
 */
export function ReviewsSection({ beach }: { beach: Beach }) {
  const reviews = useReviews(beach.id);
  // The newest one wins: each save of the one review replaces the last.
  const waiting = useWaitingWrites('review', beach.id).at(-1);
  // A refused one (needs attention) leaves the review it would have replaced in the list.
  const replacing = waiting !== undefined && waiting.state !== 'needs-attention';
  const replaced = useMyReview(beach.id, replacing).data?.id;
  const listed = (reviews.data ?? []).filter((review) => !replacing || review.id !== replaced);
  const summary =
    beach.totalReviews > 0 ? (
      <Flex align="center" gap="2">
        <StarRating rating={beach.averageRating} />
        <Text fontSize="sm" fontWeight="semibold">
          {formatRating(beach.averageRating)} · {pluralise(beach.totalReviews, 'review')}
        </Text>
      </Flex>
    ) : undefined;
  return (
    <SectionCard title="Reviews" icon="star" action={summary}>
      <Stack gap="4">
        {(waiting || listed.length > 0) && (
          <Stack as="ul" gap="0" m="0" p="0">
            {waiting && (
              <ReviewListItem
                reviewerName="Your review"
                {...waitingReview(waiting)}
                badge={
                  <WaitingBadge>
                    {waiting.state === 'needs-attention'
                      ? 'Not sent — see Waiting to send'
                      : 'Waiting to send'}
                  </WaitingBadge>
                }
              />
            )}
            {listed.map((review) => (
              <ReviewListItem key={review.id} {...review} />
            ))}
          </Stack>
        )}
        {reviews.isPending ? (
          <CardState kind="loading" message="Loading reviews" />
        ) : reviews.isError ? (
          <LoadFailure error={reviews.error} what="Reviews" message="Unable to load reviews" />
        ) : (
          listed.length === 0 && !waiting && <NoReviewsYet beach={beach} />
        )}
        {beach.googleRating !== null && (
          <Flex gap="2" align="center" p="3" rounded="lg" bg="sand.50" fontSize="sm" wrap="wrap">
            <Text fontWeight="semibold">Google rating</Text>
            <StarRating rating={beach.googleRating} size="3.5" />
            <Text>
              {formatRating(beach.googleRating)}
              {beach.totalReviewsGoogle ? ` from ${pluralise(beach.totalReviewsGoogle, 'review')}` : ''}
            </Text>
          </Flex>
        )}
      </Stack>
    </SectionCard>
  );
}
