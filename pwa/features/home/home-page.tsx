import { Box, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { allBeachesQuery } from '../../data/queries/get-all-beaches.ts';
import { featuredBeachesQuery } from '../../data/queries/get-featured-beaches.ts';
import { siteOrigin } from '../../lib/render-environment.ts';
import { PageHead } from '../../ui/page-head.tsx';
import { BeachTypeTiles } from './beach-type-tiles.tsx';
import { FeaturedBeaches } from './featured-beaches.tsx';
import { Hero } from './hero.tsx';
import { HomeMapSection } from './home-map-section.tsx';
import { LatestPosts } from './latest-posts.tsx';

const SITE_JSON_LD = {
  '@context': 'https://schema.org',
  '@type': 'WebSite',
  name: 'Devon Dog Beaches',
  url: '/',
  potentialAction: {
    '@type': 'SearchAction',
    target: '/beaches?search={search_term_string}',
    'query-input': 'required name=search_term_string',
  },
};

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" id={id} size="2xl" color="sea.900">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

// Only visitors arriving from an email-verification link need the dialog code.
const VerificationDialog = lazy(() => import('./verification-dialog.tsx'));

export default function HomePage() {
  const beaches = useQuery(allBeachesQuery());
  const featured = useQuery(featuredBeachesQuery());
  const [params] = useSearchParams();
  // The dialog removes its parameters from the address bar, so remember that it was asked for.
  const [showVerification, setShowVerification] = useState(false);
  useEffect(() => {
    if (params.has('verified')) setShowVerification(true);
  }, [params]);
  return (
    <>
      <PageHead
        title="Devon Dog Beaches"
        description="Find a beach in Devon where your dog is welcome today: dog rules that say what they rest on, tides, water quality and parking, even offline."
        canonicalPath="/"
        jsonLd={{ ...SITE_JSON_LD, url: siteOrigin() }}
      />
      <Hero />
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <Section id="beach-types" title="Browse by beach type">
            <BeachTypeTiles beaches={beaches.data} />
          </Section>
          <Grid
            templateColumns={{ base: '1fr', md: '3fr 2fr' }}
            gap="6"
            alignItems="center"
            bg="white"
            rounded="2xl"
            p={{ base: '5', md: '8' }}
            borderWidth="1px"
            borderColor="sand.200"
          >
            <Stack gap="3">
              <Heading as="h2" size="xl" color="sea.900">
                Made by dog owners, for dog owners
              </Heading>
              <Text color="gray.700">
                We started this guide after one too many summer afternoons turned away from a beach with a
                wet, sandy spaniel in the car. Every beach here says what its dog rules rest on and how sure
                we are, with the day its source was read where anyone recorded it.
              </Text>
              <Text color="gray.700">
                Know something we don't — a new ban, a closed path, a great café that welcomes dogs? Share it
                with other owners from the beach page, or{' '}
                <Link asChild color="sea.700" fontWeight="semibold">
                  <RouterLink to="/contact">get in touch</RouterLink>
                </Link>
                .
              </Text>
            </Stack>
            <Box as="ul" listStyleType="none" display="grid" gap="3" fontSize="sm">
              {[
                [
                  'Where the dog rules come from',
                  'Each beach says what its rules rest on — check the signs on the day',
                ],
                ['Works with no signal', 'Install it and the directory comes with you'],
                ['Real water quality', 'Environment Agency classifications'],
              ].map(([title, text]) => (
                <Box as="li" key={title} bg="sea.50" rounded="lg" p="3">
                  <Text fontWeight="semibold" color="sea.800">
                    {title}
                  </Text>
                  <Text color="gray.700">{text}</Text>
                </Box>
              ))}
            </Box>
          </Grid>
          <Section id="find-on-map" title="Find a beach on the map">
            {beaches.isError && <Text role="alert">Failed to fetch beaches</Text>}
            <HomeMapSection beaches={beaches.data} />
          </Section>
          <Section id="featured" title="Featured beaches">
            {featured.data ? (
              <FeaturedBeaches beaches={featured.data} />
            ) : (
              featured.isError && <Text role="alert">Failed to fetch beaches</Text>
            )}
          </Section>
          <LatestPosts />
        </Stack>
      </Container>
      {showVerification && (
        <Suspense fallback={null}>
          <VerificationDialog />
        </Suspense>
      )}
    </>
  );
}
