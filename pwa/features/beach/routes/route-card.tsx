import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatRating, pluralise } from '../../../../domain/common/format.ts';
import type { OutboxItemSummary } from '../../../data/outbox/outbox.ts';
import type { WalkingRoute } from '../../../data/queries/get-routes.ts';
import { Glyph } from '../../../ui/glyph.tsx';
import { StarRating } from '../../../ui/star-rating.tsx';
import { WaitingBadge } from '../../../ui/waiting-badge.tsx';

const DIFFICULTY: Record<WalkingRoute['difficulty'], string> = {
  easy: 'green',
  moderate: 'yellow',
  challenging: 'red',
};

const duration = (minutes: number) =>
  minutes >= 60
    ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`
    : `${minutes} min`;

/** One dog walk: difficulty, length, time, start and what you will see. */
export function RouteCard({
  route,
  action,
  waitingRating,
}: {
  route: WalkingRoute;
  action?: ReactNode;
  /** The user's rating of it, still on the phone (or refused by the server). */
  waitingRating?: Pick<OutboxItemSummary, 'state'>;
}) {
  const rating = Number(route.averageRating ?? 0);
  return (
    <Box as="li" listStyleType="none" p="4" rounded="xl" borderWidth="1px" borderColor="sand.200" bg="white">
      <Flex justify="space-between" gap="3" wrap="wrap" mb="2">
        <Heading as="h3" size="md" color="sea.900">
          {route.routeName}
        </Heading>
        <Badge
          colorPalette={DIFFICULTY[route.difficulty] ?? 'gray'}
          variant="subtle"
          textTransform="capitalize"
        >
          {route.difficulty}
        </Badge>
      </Flex>
      <Flex gap="4" wrap="wrap" fontSize="sm" color="gray.700" mb="2">
        <Flex align="center" gap="1.5">
          <Glyph name="route" /> {Number(route.distanceKm).toFixed(1)} km
        </Flex>
        <Flex align="center" gap="1.5">
          <Glyph name="clock" /> {duration(route.estimatedDuration)}
        </Flex>
        <Flex align="center" gap="1.5">
          <Glyph name="mapPin" /> {route.startingPoint}
        </Flex>
      </Flex>
      <Stack gap="2" fontSize="sm">
        <Text>{route.description}</Text>
        {route.highlights && (
          <Text>
            <strong>Highlights:</strong> {route.highlights}
          </Text>
        )}
        {route.routeNotes && (
          <Text>
            <strong>Notes:</strong> {route.routeNotes}
          </Text>
        )}
        <Flex gap="2" align="center" color="gray.700" wrap="wrap">
          {route.totalRatings > 0 && (
            <>
              <StarRating rating={rating} size="3.5" />
              <Text>
                {formatRating(rating)} ({pluralise(route.totalRatings, 'rating')})
              </Text>
            </>
          )}
          <Text>
            {/* Held to the name by a no-break space, so a wrapped byline never leaves the "·" alone on a line. */}
            {route.totalRatings > 0 && <span aria-hidden>{'·\u00A0'}</span>}
            Shared by {route.submittedBy}
          </Text>
          {waitingRating && (
            <WaitingBadge>
              {waitingRating.state === 'needs-attention'
                ? 'Your rating was not sent'
                : 'Your rating is waiting to send'}
            </WaitingBadge>
          )}
          {action && <Box ms="auto">{action}</Box>}
        </Flex>
      </Stack>
    </Box>
  );
}
