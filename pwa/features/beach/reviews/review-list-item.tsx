import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatShortDate } from '../../../../domain/common/format.ts';
import { StarRating } from '../../../ui/star-rating.tsx';

/** One review in the beach's list: who, how many stars, when they went and what they said. */
export function ReviewListItem({
  reviewerName,
  rating,
  visitDate,
  reviewText,
  badge,
}: {
  reviewerName: string;
  rating: number;
  visitDate: string | null;
  reviewText: string;
  /** Beside the name: "Waiting to send" on the user's review still on the phone. */
  badge?: ReactNode;
}) {
  return (
    <Box
      as="li"
      listStyleType="none"
      py="4"
      borderTopWidth="1px"
      borderColor="sand.200"
      _first={{ borderTopWidth: 0, pt: 0 }}
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" mb="1.5">
        <Flex align="center" gap="2.5" wrap="wrap">
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
            {reviewerName.charAt(0).toUpperCase()}
          </Flex>
          <Text fontWeight="semibold">{reviewerName}</Text>
          {badge}
        </Flex>
        <StarRating rating={rating} size="3.5" />
      </Flex>
      {visitDate && (
        <Text fontSize="xs" color="gray.700" mb="1.5">
          Visited {formatShortDate(visitDate)}
        </Text>
      )}
      {reviewText && <Text fontSize="sm">{reviewText}</Text>}
    </Box>
  );
}
