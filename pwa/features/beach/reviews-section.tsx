import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beach.ts';
import { formatRating, formatShortDate, pluralise } from '../../../domain/format.ts';
import { useReviews } from './api/get-reviews.ts';
import { CardState } from './card-state.tsx';
import { LoadFailure } from './load-failure.tsx';
import { SectionCard } from './section-card.tsx';
import { StarRating } from './star-rating.tsx';

/** Visitors' reviews, plus the external provider's rating when the beach has one. */
export function ReviewsSection({ beach }: { beach: Beach }) {
  const reviews = useReviews(beach.id);
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
        {reviews.isPending ? (
          <CardState kind="loading" message="Loading reviews" />
        ) : reviews.isError ? (
          <LoadFailure error={reviews.error} what="Reviews" message="Unable to load reviews" />
        ) : reviews.data.length === 0 ? (
          <CardState kind="empty" message="No reviews yet" />
        ) : (
          <Stack as="ul" gap="0" m="0" p="0">
            {reviews.data.map((review) => (
              <Box
                as="li"
                key={review.id}
                listStyleType="none"
                py="4"
                borderTopWidth="1px"
                borderColor="sand.200"
                _first={{ borderTopWidth: 0, pt: 0 }}
              >
                <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="1.5">
                  <Flex align="center" gap="2.5">
                    <Flex
                      boxSize="8"
                      rounded="full"
                      bg="sea.100"
                      color="sea.800"
                      align="center"
                      justify="center"
                      fontWeight="bold"
                      fontSize="sm"
                      aria-hidden
                    >
                      {review.reviewerName.charAt(0).toUpperCase()}
                    </Flex>
                    <Text fontWeight="semibold">{review.reviewerName}</Text>
                  </Flex>
                  <StarRating rating={review.rating} size="3.5" />
                </Flex>
                {review.visitDate && (
                  <Text fontSize="xs" color="gray.700" mb="1.5">
                    Visited {formatShortDate(review.visitDate)}
                  </Text>
                )}
                {review.reviewText && <Text fontSize="sm">{review.reviewText}</Text>}
              </Box>
            ))}
          </Stack>
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
