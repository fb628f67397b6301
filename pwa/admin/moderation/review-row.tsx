import { Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { AdminReview } from '../../../domain/admin/admin-answers.ts';
import { formatDayMonth, formatLondonDateTime } from '../../../domain/common/format.ts';
import { StarRating } from '../../ui/star-rating.tsx';

export type { AdminReview };

/** One item of GET /api/admin/reviews. */

/** A review as a card: who, stars, when they went, what they wrote, which beach, and Delete. */
export function ReviewRow({ review, onDelete }: { review: AdminReview; onDelete: () => void }) {
  return (
    <Box as="li" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '3', md: '4' }}>
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="semibold">{review.reviewerName}</Text>
            <StarRating rating={review.rating} />
          </HStack>
          <Text fontSize="sm" color="gray.700">
            <Link asChild color="sea.700" fontWeight="medium">
              <RouterLink to={`/beach/${review.beachSlug}`}>{review.beachName}</RouterLink>
            </Link>
            {review.visitDate ? ` · Visited ${formatDayMonth(review.visitDate)}` : ''} · Written{' '}
            {formatLondonDateTime(review.createdAt)}
          </Text>
        </Stack>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={onDelete}
          aria-label={`Delete review by ${review.reviewerName} of ${review.beachName}`}
        >
          Delete
        </Button>
      </Flex>
      <Text mt="2" whiteSpace="pre-line" color="gray.800">
        {review.reviewText}
      </Text>
    </Box>
  );
}
