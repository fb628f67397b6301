import { Box, Button, Container, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { beachQuery } from '../../data/queries/get-beach.ts';
import { AccessBadge } from '../../ui/access-badge.tsx';
import { AmenityChips } from '../../ui/beach-card.tsx';
import { BeachImage } from '../../ui/beach-image.tsx';
import { PageHead } from '../../ui/page-head.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { DogAccessInformation } from './dog-access-information.tsx';
import { PrototypeBanner } from './prototype-banner.tsx';

/** The one beach this redesign is tried out on. */
const SLUG = 'blackpool-sands';

/** Prototype (spec §2): a redesigned beach page that leads with its dog access information. */
export default function BeachTestPage() {
  const { data: beach, isPending, isError } = useQuery(beachQuery(SLUG));

  return (
    <>
      <PageHead title="Beach page (test design)" noindex />
      <PrototypeBanner title="Prototype">
        A redesigned beach page, hidden from search engines. It is not linked from the site.
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
            position="relative"
            h={{ base: '56', md: '80' }}
            bg="sand.100"
            css={{ '& img': { objectPosition: 'center 75%' } }}
            overflow="hidden"
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
            <Box
              position="absolute"
              inset="0"
              bgGradient="to-t"
              gradientFrom="blackAlpha.700"
              gradientTo="transparent"
            />
            <Container
              maxW="6xl"
              position="absolute"
              insetX="0"
              bottom="0"
              pb={{ base: '5', md: '8' }}
              color="white"
            >
              <Stack gap="2">
                <HStack gap="3">
                  <AccessBadge beach={beach} />
                  <Text fontWeight="medium">{beach.location}</Text>
                </HStack>
                <Heading as="h1" size={{ base: '3xl', md: '5xl' }} textShadow="0 1px 8px rgba(0,0,0,0.4)">
                  {beach.name}
                </Heading>
              </Stack>
            </Container>
          </Box>
          <Container maxW="6xl" py={{ base: '6', md: '10' }}>
            <Grid
              templateColumns={{ base: '1fr', lg: '1fr 26rem' }}
              gap={{ base: '8', lg: '10' }}
              alignItems="start"
            >
              <Box gridColumn={{ lg: 2 }} gridRow={{ lg: 1 }} position={{ lg: 'sticky' }} top="6">
                <DogAccessInformation beach={beach} />
              </Box>
              <Stack gap="6" gridColumn={{ lg: 1 }} gridRow={{ lg: 1 }}>
                <Stack gap="3">
                  <Heading as="h2" size="xl" color="sea.900">
                    About the beach
                  </Heading>
                  {beach.description && <RichText text={beach.description} color="gray.700" />}
                  <AmenityChips beach={beach} max={6} />
                </Stack>
                {beach.seasonalRestrictions && (
                  <Stack gap="2">
                    <Heading as="h2" size="lg" color="sea.900">
                      Seasonal rules
                    </Heading>
                    <Text color="gray.700">{beach.seasonalRestrictions}</Text>
                  </Stack>
                )}
                {beach.safetyNotes && (
                  <Stack gap="2">
                    <Heading as="h2" size="lg" color="sea.900">
                      Safety
                    </Heading>
                    <Text color="gray.700">{beach.safetyNotes}</Text>
                  </Stack>
                )}
                <Button asChild alignSelf="start" variant="outline" colorPalette="sea">
                  <RouterLink to={`/beach/${beach.slug}`}>Open the full beach page</RouterLink>
                </Button>
              </Stack>
            </Grid>
          </Container>
        </>
      )}
    </>
  );
}
