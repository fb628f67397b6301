/**
 * /beach/:identifier (slug or numeric id), spec §2 "Beach detail": the banner, the one line on
 * whether dogs are allowed right now, tabs for details and walks, and a sidebar of practical
 * cards (information, tides, water quality, parking, location, places to eat).
 */
import { Box, Center, Container, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import type { Beach } from '../../../domain/beaches/beach.ts';
import { ApiError } from '../../data/http/api-client.ts';
import { isNetworkFailure } from '../../data/http/needs-connection.ts';
import { mirrorMayHaveData } from '../../data/mirror/mirror-hint.ts';
import { beachQuery } from '../../data/queries/get-beach.ts';
import { siteOrigin } from '../../lib/render-environment.ts';
import { WhenNearViewport } from '../../ui/when-near-viewport.tsx';
import { BeachHero } from './beach-hero.tsx';
import { BeachInfoCard } from './beach-info-card.tsx';
import { BeachNotFound } from './beach-not-found.tsx';
import { BeachSeo } from './beach-seo.tsx';
import { BeachTabs } from './beach-tabs.tsx';
import { BeachUnavailable } from './beach-unavailable.tsx';
import { DogAccessCallout } from './dog-rules/dog-access-callout.tsx';
import { NearestOpenBeaches } from './dog-rules/nearest-open-beaches.tsx';
import { JumpLinks } from './jump-links.tsx';
import { EateriesCard } from './places/eateries-card.tsx';
import { LocationCard } from './places/location-card.tsx';
import { ParkingCard } from './places/parking-card.tsx';
import { WaterQualityCard } from './places/water-quality-card.tsx';
import { BestTimeSection } from './plan/best-time-section.tsx';
import { TideCard } from './tides/tide-card.tsx';

/** About the strip's height once filled (7 days of a sentence and a bar), so nothing below jumps. */
const BEST_TIME_HEIGHT = '1100px';

const isNotFound = (error: Error) => error.cause instanceof ApiError && error.cause.status === 404;

// Each <Suspense> is hydrated as its own slice of work (the hero first, then the rest as the
// main thread is free), so a phone is never blocked by the whole page at once; a tap on a part
// not yet hydrated makes React hydrate that part first.
function BeachDetail({ beach }: { beach: Beach }) {
  const shareUrl = new URL(`/beach/${beach.slug}`, siteOrigin()).toString();
  return (
    <Box pb={{ base: '10', md: '16' }}>
      <BeachSeo beach={beach} />
      <Suspense>
        <BeachHero beach={beach} shareUrl={shareUrl} />
      </Suspense>
      <Container maxW="7xl">
        <Suspense>
          <DogAccessCallout beach={beach} />
          <NearestOpenBeaches beach={beach} />
          <JumpLinks />
        </Suspense>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' }}
          gap={{ base: '5', lg: '8' }}
          mt="6"
        >
          <Stack minW="0" gap="5">
            <Suspense>
              <BeachTabs beach={beach} />
            </Suspense>
            {/* The map reads better wide, and it balances the long sidebar on desktop. */}
            <Suspense>
              <LocationCard beach={beach} />
            </Suspense>
          </Stack>
          <Stack as="aside" aria-label="Plan your visit" gap="5">
            <Suspense>
              <BeachInfoCard beach={beach} />
            </Suspense>
            {/* Tides and daylight are worked out on the phone: the server's page holds the place. */}
            <WhenNearViewport minH={BEST_TIME_HEIGHT} id="best-time">
              <BestTimeSection beach={beach} />
            </WhenNearViewport>
            <WhenNearViewport minH="480px" id="tides">
              <TideCard beach={beach} />
            </WhenNearViewport>
            <Suspense>
              <WaterQualityCard beach={beach} />
              <ParkingCard beach={beach} />
              <EateriesCard beach={beach} />
            </Suspense>
          </Stack>
        </Grid>
      </Container>
    </Box>
  );
}

export default function BeachPage() {
  const { identifier = '' } = useParams();
  const beach = useQuery(beachQuery(identifier));

  if (beach.isPending) {
    return (
      <Center py="24" flexDirection="column" gap="4" role="status">
        <Spinner size="lg" color="sea.600" />
        <Text color="gray.700">Loading beach details...</Text>
      </Center>
    );
  }
  if (beach.isError) {
    if (isNotFound(beach.error)) return <BeachNotFound />;
    return (
      <BeachUnavailable
        // The mirror answers every beach it holds: with no network, one it lacks is the copy's gap.
        notInSavedCopy={isNetworkFailure(beach.error) && mirrorMayHaveData()}
        onRetry={() => beach.refetch()}
      />
    );
  }
  return <BeachDetail beach={beach.data} />;
}
