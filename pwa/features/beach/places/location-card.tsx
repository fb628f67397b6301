import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { Glyph } from '../../../ui/glyph.tsx';
import { LazyBeachMap } from '../../../ui/map/lazy-beach-map.tsx';
import { SaveMapOfflineButton } from '../../../ui/map/save-map-offline-button.tsx';
import { SectionCard } from '../section-card.tsx';

/** Outbound map links by coordinates (OpenStreetMap: the app's maps are open ones). */
function mapLinks(latitude: string, longitude: string) {
  return {
    directions: `https://www.openstreetmap.org/directions?to=${latitude}%2C${longitude}`,
    openInMaps: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`,
  };
}

export function LocationCard({ beach }: { beach: Beach }) {
  const links = mapLinks(beach.latitude, beach.longitude);
  return (
    <SectionCard title="Location" icon="mapPin" id="location">
      <Stack gap="4">
        <Box rounded="lg" overflow="hidden">
          <LazyBeachMap beaches={[beach]} height="300px" label={`Map of ${beach.name}`} />
        </Box>
        <Flex
          gap="4"
          justify="space-between"
          align={{ base: 'stretch', sm: 'end' }}
          direction={{ base: 'column', sm: 'row' }}
        >
          <Stack gap="0.5" fontSize="sm">
            {beach.fullAddress && <Text fontWeight="medium">{beach.fullAddress}</Text>}
            {beach.postcode && <Text>Postcode: {beach.postcode}</Text>}
            <Text color="gray.700">
              {beach.latitude}, {beach.longitude}
            </Text>
          </Stack>
          <Flex gap="2" flexShrink={0}>
            <Button asChild colorPalette="sea" size="sm" flex={{ base: '1', sm: 'initial' }}>
              <a href={links.directions} target="_blank" rel="noopener noreferrer">
                <Glyph name="navigation" /> Directions
              </a>
            </Button>
            <Button
              asChild
              variant="outline"
              colorPalette="sea"
              size="sm"
              flex={{ base: '1', sm: 'initial' }}
            >
              <a href={links.openInMaps} target="_blank" rel="noopener noreferrer">
                <Glyph name="external" /> Open in Maps
              </a>
            </Button>
          </Flex>
        </Flex>
        <SaveMapOfflineButton lat={Number(beach.latitude)} lng={Number(beach.longitude)} />
      </Stack>
    </SectionCard>
  );
}
