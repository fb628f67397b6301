import { Box, Container, Flex, Grid, Heading, Text } from '@chakra-ui/react';
import { BATHING_SEASON, inBathingSeason } from '../../../../domain/water-quality/bathing-season.ts';
import { MONITORING_NOTE } from '../../../../domain/water-quality/water-quality-wording.ts';

const WaveIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M2 7c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2" strokeLinecap="round" />
    <path d="M2 13c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2" strokeLinecap="round" />
    <path d="M2 19c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2" strokeLinecap="round" />
  </svg>
);

/**
 * Page title, what the page is for, and the monitoring-season note (spec §9). It speaks of
 * sample results only when some are held.
 */
export function WaterQualityHero({ now, holdsSamples }: { now: Date; holdsSamples: boolean }) {
  const inSeason = inBathingSeason(now);
  return (
    <Box
      bgGradient="to-b"
      gradientFrom="sea.50"
      gradientTo="sand.50"
      borderBottomWidth="1px"
      borderColor="sea.100"
    >
      <Container maxW="6xl" py={{ base: '6', md: '12' }}>
        <Grid
          templateColumns={{ base: '1fr', lg: '1fr 360px' }}
          gap={{ base: '4', md: '8' }}
          alignItems="center"
        >
          <Box>
            <Text
              fontSize="sm"
              fontWeight="semibold"
              color="sea.700"
              textTransform="uppercase"
              letterSpacing="wider"
            >
              Before you let them paddle
            </Text>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="sea.900" mt="1" letterSpacing="tight">
              Bathing Water Quality
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.700" mt="3" maxW="2xl">
              {holdsSamples
                ? 'Check the Environment Agency’s latest classification of each bathing water, and the latest sample results we hold, before your dog takes a dip.'
                : 'Check the Environment Agency’s latest classification of each bathing water before your dog takes a dip. We hold no sample results yet.'}
            </Text>
          </Box>
          <Flex
            gap="3"
            align="start"
            bg="white"
            borderWidth="1px"
            borderColor="sea.100"
            rounded="xl"
            shadow="xs"
            p={{ base: '4', md: '5' }}
            fontSize="sm"
            color="gray.700"
          >
            <Flex
              flexShrink={0}
              w="10"
              h="10"
              rounded="full"
              bg="sea.50"
              color="sea.600"
              align="center"
              justify="center"
            >
              <WaveIcon />
            </Flex>
            <Box>
              <Text fontWeight="semibold" color="sea.900">
                {inSeason ? 'Bathing season: on now' : `Bathing season: ${BATHING_SEASON.text}`}
              </Text>
              <Text mt="1">
                {MONITORING_NOTE}{' '}
                {inSeason
                  ? 'Samples are taken about once a week.'
                  : 'Out of season, each bathing water shows its latest annual classification.'}
              </Text>
            </Box>
          </Flex>
        </Grid>
      </Container>
    </Box>
  );
}
