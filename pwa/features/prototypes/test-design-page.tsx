import { Box, Button, Container, Heading, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { formatRating, pluralise } from '../../../domain/common/format.ts';
import { beachQuery } from '../../data/queries/get-beach.ts';
import { AccessBadge } from '../../ui/access-badge.tsx';
import { BeachImage } from '../../ui/beach-image.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { DetailsPanel } from './details-panel.tsx';
import { EssentialsPanel } from './essentials-panel.tsx';
import { GalleryPanel } from './gallery-panel.tsx';
import { PrototypeBanner } from './prototype-banner.tsx';
import { ReviewsPanel } from './reviews-panel.tsx';

/** The one beach this test design is tried out on. */
const SLUG = 'bantham-beach';

/** Prototype (spec §2): a hidden 'Test Design Page' for beach details, organised into four tabs. */
export default function TestDesignPage() {
  const { data: beach, isPending, isError } = useQuery(beachQuery(SLUG));

  return (
    <>
      <PageHead title="Test Design Page" noindex />
      <PrototypeBanner title="Test Design Page">
        This page is hidden from users: it is not linked from the site and search engines are asked not to
        index it.
      </PrototypeBanner>
      {isPending && (
        <Stack align="center" py="20" gap="3" role="status">
          <Spinner size="lg" color="sea.600" />
          <Text color="gray.600">Loading beach details...</Text>
        </Stack>
      )}
      {isError && (
        <Container maxW="3xl" py="16">
          <Stack gap="4" align="start">
            <Heading as="h1" size="2xl">
              Beach Not Found
            </Heading>
            <Text>The beach you're looking for doesn't exist.</Text>
            <Button asChild colorPalette="sea">
              <RouterLink to="/beaches">Back to beaches</RouterLink>
            </Button>
          </Stack>
        </Container>
      )}
      {beach && (
        <>
          <Box
            h={{ base: '44', md: '72' }}
            bg="sand.100"
            css={{ '& img': { objectPosition: 'center 75%' } }}
            position="relative"
          >
            <BeachImage
              src={beach.imageUrl}
              beachType={beach.beachType}
              artworkKey={beach.slug}
              alt=""
              width={1920}
              height={600}
              eager
              fallback="gradient"
            />
          </Box>
          <Container maxW="5xl" py={{ base: '6', md: '10' }}>
            <Stack gap="2" mb="6">
              <HStack gap="3" wrap="wrap">
                <AccessBadge beach={beach} />
                <Text color="gray.600">{beach.location}</Text>
              </HStack>
              <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="sea.900">
                {beach.name}
              </Heading>
              <Text color="gray.700">
                {beach.totalReviews > 0
                  ? `★ ${formatRating(beach.averageRating)} · ${pluralise(beach.totalReviews, 'review')}`
                  : 'No reviews yet'}
              </Text>
            </Stack>
            <Tabs.Root defaultValue="essentials" colorPalette="sea" variant="line" lazyMount>
              <Tabs.List overflowX="auto" mb="6">
                <Tabs.Trigger value="essentials">Essentials</Tabs.Trigger>
                <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
                <Tabs.Trigger value="details">Details</Tabs.Trigger>
                <Tabs.Trigger value="gallery">Gallery</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="essentials">
                <EssentialsPanel beach={beach} />
              </Tabs.Content>
              <Tabs.Content value="reviews">
                <ReviewsPanel beach={beach} />
              </Tabs.Content>
              <Tabs.Content value="details">
                <DetailsPanel beach={beach} />
              </Tabs.Content>
              <Tabs.Content value="gallery">
                <GalleryPanel beach={beach} />
              </Tabs.Content>
            </Tabs.Root>
          </Container>
        </>
      )}
    </>
  );
}
