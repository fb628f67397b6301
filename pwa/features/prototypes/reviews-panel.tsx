import { Alert, Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { formatRating, formatShortDate, pluralise } from '../../../domain/common/format.ts';
import { beachReviewsQuery } from '../../data/queries/get-reviews-by-slug.ts';

/** The prototype's reviews section shows up to 3 reviews (spec §9). */
const REVIEW_LIMIT = 3;

function Stars({ rating }: { rating: number }) {
  return (
    <Text as="span" color="orange.500" letterSpacing="1px" aria-label={`Rated ${rating} out of 5`} role="img">
      {'★'.repeat(rating)}
      <Text as="span" color="gray.300">
        {'★'.repeat(5 - rating)}
      </Text>
    </Text>
  );
}

export function ReviewsPanel({ beach }: { beach: Beach }) {
  const { data, isPending, isError, error } = useQuery(beachReviewsQuery(beach.slug));
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="lg" color="sea.900">
          Reviews
        </Heading>
        {beach.totalReviews > 0 && (
          <Text color="gray.700">
            <Text as="strong" fontSize="lg" color="gray.900">
              {formatRating(beach.averageRating)}
            </Text>{' '}
            average from {pluralise(beach.totalReviews, 'review')}
          </Text>
        )}
      </HStack>
      {isPending && <Skeleton h="32" rounded="lg" />}
      {isError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{error.message}</Alert.Title>
        </Alert.Root>
      )}
      {data?.length === 0 && <Text color="gray.600">No reviews yet.</Text>}
      {data && data.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="4">
          {data.slice(0, REVIEW_LIMIT).map((review) => (
            <Box as="li" key={review.id} p="5" bg="white" rounded="xl" borderWidth="1px">
              <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
                <Text fontWeight="semibold">{review.reviewerName}</Text>
                <Stars rating={review.rating} />
              </HStack>
              {review.visitDate && (
                <Text fontSize="sm" color="gray.600" mb="2">
                  Visited {formatShortDate(`${review.visitDate}T12:00:00Z`)}
                </Text>
              )}
              {review.reviewText && (
                <Text color="gray.700" lineHeight="1.7">
                  {review.reviewText}
                </Text>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
