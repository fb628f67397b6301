import { Badge, Box, Card, Flex, Heading, HStack, LinkOverlay, Text, Wrap } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../domain/beaches/beach.ts';
import { formatRating, pluralise } from '../../domain/common/format.ts';
import { AccessBadge } from './access-badge.tsx';
import { BeachImage } from './beach-image.tsx';
import { DogStatusToday } from './dog-status-today.tsx';
import { FavouriteStar } from './favourite-star.tsx';
import { MomentConditions } from './moment-conditions.tsx';

const AMENITIES = [
  ['hasParking', 'Parking'],
  ['hasFacilities', 'Toilets'],
  ['hasBeachCafe', 'Cafe'],
  ['hasLifeguards', 'Lifeguards'],
  ['hasFreshWater', 'Fresh water'],
  ['hasDogWalks', 'Dog walks'],
] as const;

export type BeachCardBeach = Pick<
  Beach,
  | 'id'
  | 'slug'
  | 'name'
  | 'location'
  | 'imageUrl'
  | 'beachType'
  | 'accessType'
  | 'dogAccessStatus'
  | 'averageRating'
  | 'totalReviews'
  | 'validationSourceUrl'
> &
  Partial<Pick<Beach, 'latitude' | 'longitude'>> &
  Partial<Pick<Beach, (typeof AMENITIES)[number][0] | 'description' | 'dogRules'>> &
  Partial<
    Pick<Beach, 'dogRestrictionStart' | 'dogRestrictionEnd' | 'dogRestrictionHours' | 'dogOnLeadRequired'>
  >;

export function AmenityChips({ beach, max = 4 }: { beach: BeachCardBeach; max?: number }) {
  const present = AMENITIES.filter(([flag]) => beach[flag]).slice(0, max);
  if (present.length === 0) return null;
  return (
    <Wrap gap="1.5" aria-label="Amenities">
      {present.map(([flag, label]) => (
        <Badge key={flag} variant="subtle" colorPalette="gray" size="sm">
          {label}
        </Badge>
      ))}
    </Wrap>
  );
}

/** Nothing before the first review: a card full of "no reviews" says nothing about the beach. */
function Rating({ beach }: { beach: BeachCardBeach }) {
  if (beach.totalReviews === 0) return null;
  return (
    <Text fontSize="sm" color="gray.700">
      <Box as="span" color="orange.500" aria-hidden>
        ★
      </Box>{' '}
      <Box as="span" fontWeight="semibold">
        {formatRating(beach.averageRating)}
      </Box>{' '}
      ({pluralise(beach.totalReviews, 'review')})
    </Text>
  );
}

/**
 * A beach in a grid (image on top) or a list (image at the side); the whole card is the link.
 * `now` (the page's useNow) dates today's status for dogs; `at`, a planned moment, replaces it
 * and adds the tide and daylight then; `distance` is shown when the list is sorted by distance
 * ("3.1 km away").
 *
 * Memoised: a listing re-renders when data it does not show changes (the whole directory arriving
 * in the phone's offline copy, for the filters' counts), and a page of cards is most of its
 * components (716 of a listing page's 776). A card's beach keeps its identity while its data is
 * unchanged (TanStack Query's structural sharing), so only a card whose beach or time moved redraws.
 */
export const BeachCard = memo(function BeachCard({
  beach,
  now,
  at,
  distance,
  layout = 'grid',
  headingLevel = 'h3',
  eagerImage,
}: {
  beach: BeachCardBeach;
  now: Date;
  at?: Date;
  distance?: string;
  layout?: 'grid' | 'list';
  headingLevel?: 'h2' | 'h3';
  eagerImage?: boolean;
}) {
  const list = layout === 'list';
  return (
    <Card.Root
      flexDirection={list ? { base: 'column', sm: 'row' } : 'column'}
      overflow="hidden"
      variant="outline"
      bg="white"
      position="relative"
      transition="box-shadow 0.15s"
      _hover={{ shadow: 'md' }}
      _focusWithin={{ shadow: 'outline' }}
      h="full"
    >
      <Box
        flexShrink={0}
        w={list ? { base: 'full', sm: '240px' } : 'full'}
        aspectRatio={16 / 9}
        bg="sand.100"
        position="relative"
      >
        <BeachImage
          src={beach.imageUrl}
          beachType={beach.beachType}
          alt=""
          width={600}
          height={338}
          eager={eagerImage}
        />
        <Box position="absolute" top="2" left="2">
          <AccessBadge beach={beach} />
        </Box>
        <Box position="absolute" top="2" right="2">
          <FavouriteStar beach={beach} />
        </Box>
      </Box>
      <Card.Body gap="2" p="4">
        <Heading as={headingLevel} size="md" lineHeight="1.3">
          <LinkOverlay asChild>
            <RouterLink to={`/beach/${beach.slug}`}>{beach.name}</RouterLink>
          </LinkOverlay>
        </Heading>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Text fontSize="sm" color="gray.600">
            {beach.location}
            {distance && ` · ${distance} away`}
          </Text>
          <Rating beach={beach} />
        </Flex>
        <DogStatusToday beach={beach} now={now} at={at} />
        {at && <MomentConditions beach={beach} at={at} />}
        {list && beach.description && (
          <Text fontSize="sm" color="gray.700" lineClamp={2}>
            {beach.description.replace(/\*+/g, '')}
          </Text>
        )}
        <HStack>
          <AmenityChips beach={beach} />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
});
