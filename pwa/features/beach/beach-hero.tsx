/** Banner, name, place, access badge, rating and Share: the top of a beach page. */
import { Box, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { beachPlaceLine } from '../../../domain/beaches/beach-place-line.ts';
import { formatRating, pluralise } from '../../../domain/common/format.ts';
import { AccessBadge } from '../../ui/access-badge.tsx';
import { BeachImage } from '../../ui/beach-image.tsx';
import { FavouriteButton } from '../../ui/favourite-star.tsx';
import { Glyph } from '../../ui/glyph.tsx';
import { ShareMenu } from '../../ui/share-menu.tsx';

const TYPE_LABEL: Record<string, string> = {
  sandy: 'Sandy beach',
  pebble: 'Pebble beach',
  rocky: 'Rocky beach',
  mixed: 'Sand and shingle',
};

/** Nothing before the first review: the reviews card below invites one. */
function Rating({ beach }: { beach: Beach }) {
  if (beach.totalReviews === 0) return null;
  return (
    <Flex align="center" gap="1.5" color="gray.800">
      <Glyph name="star" filled color="orange.400" boxSize="4.5" />
      <Text fontWeight="bold">{formatRating(beach.averageRating)}</Text>
      <Text color="gray.700">({pluralise(beach.totalReviews, 'review')})</Text>
    </Flex>
  );
}

export function BeachHero({ beach, shareUrl }: { beach: Beach; shareUrl: string }) {
  return (
    <Container maxW="7xl" pt={{ base: '3', md: '5' }}>
      <Link asChild color="sea.800" fontWeight="medium" mb="3" display="inline-flex" gap="1.5">
        <RouterLink to="/beaches">
          <Glyph name="arrowLeft" />
          Back to beaches
        </RouterLink>
      </Link>
      <Box
        position="relative"
        rounded={{ base: 'xl', md: '2xl' }}
        overflow="hidden"
        h={{ base: '220px', sm: '280px', md: '360px' }}
        bg="sea.100"
        shadow="sm"
      >
        <BeachImage
          src={beach.imageUrl}
          beachType={beach.beachType}
          alt={`${beach.name}, ${beach.location}`}
          width={1200}
          height={360}
          sizes="(min-width: 1280px) 1232px, 100vw"
          eager
          fallback="gradient"
        />
        {/* A scrim under the title keeps white text readable on any photo. */}
        <Box
          position="absolute"
          inset="0"
          bgGradient="to-t"
          gradientFrom="blackAlpha.800"
          gradientVia="blackAlpha.400"
          gradientTo="transparent"
          pointerEvents="none"
        />
        <Stack position="absolute" insetX="0" bottom="0" p={{ base: '4', md: '8' }} gap="2" color="white">
          <Box>
            <AccessBadge beach={beach} />
          </Box>
          <Heading
            as="h1"
            fontSize={{ base: '2xl', sm: '3xl', md: '5xl' }}
            lineHeight="1.1"
            textShadow="0 1px 3px rgba(0,0,0,0.4)"
          >
            {beach.name}
          </Heading>
          <Flex align="center" gap="1.5" fontSize={{ base: 'sm', md: 'md' }}>
            <Glyph name="mapPin" />
            <Text>{beachPlaceLine(beach.fullAddress, beach.location)}</Text>
          </Flex>
        </Stack>
      </Box>
      <Flex align="center" justify="space-between" gap="3" wrap="wrap" py="4">
        <Flex align="center" gap={{ base: '3', md: '5' }} wrap="wrap" fontSize={{ base: 'sm', md: 'md' }}>
          <Rating beach={beach} />
          <Text color="gray.700">{TYPE_LABEL[beach.beachType] ?? beach.beachType}</Text>
        </Flex>
        <Flex gap="2" wrap="wrap">
          <FavouriteButton beach={beach} />
          <ShareMenu
            url={shareUrl}
            title={beach.name}
            text={`${beach.name}: dog rules, tides and parking on Devon Dog Beaches`}
          />
        </Flex>
      </Flex>
    </Container>
  );
}
