import { Box, Link, Stack, Text } from '@chakra-ui/react';

const OGL_URL = 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/';
const PROFILES_URL = 'https://environment.data.gov.uk/bwq/profiles/';

/**
 * Where the data comes from and what it may and may not say (OGL attribution required); the
 * trend is explained only when there are samples to make one from.
 */
export function WaterQualityAbout({ holdsSamples }: { holdsSamples: boolean }) {
  return (
    <Box
      as="section"
      aria-labelledby="wq-about"
      bg="white"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '4', md: '6' }}
    >
      <Text as="h2" id="wq-about" fontSize="lg" fontWeight="semibold" color="sea.800" mb="2">
        About this data
      </Text>
      <Stack gap="2" fontSize="sm" color="gray.700">
        <Text>
          Statuses are the Environment Agency's annual bathing water classifications, each one worked out from
          four seasons of samples. A beach that is not itself one of the Environment Agency's bathing waters
          shows as unknown, with the nearest one named: the Agency samples only its bathing waters.{' '}
          {holdsSamples
            ? 'The 3-day trend compares the oldest and newest of the last three days with a sample result; with fewer than two, the card says when the last sample was taken instead.'
            : 'We hold no sample results yet, so no card shows a sample or a trend.'}
        </Text>
        <Text>
          For sample results, pollution risk forecasts and each bathing water's profile, see the{' '}
          <Link href={PROFILES_URL} color="sea.700" textDecoration="underline" target="_blank" rel="noopener">
            Environment Agency bathing water profiles
          </Link>
          .
        </Text>
        <Text>
          Contains public sector information licensed under the{' '}
          <Link href={OGL_URL} color="sea.700" textDecoration="underline" target="_blank" rel="noopener">
            Open Government Licence v3.0
          </Link>
          .
        </Text>
      </Stack>
    </Box>
  );
}
