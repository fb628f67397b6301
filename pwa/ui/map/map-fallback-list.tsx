import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { MapBeach } from './map-types.ts';
import { accessLabel, fallbackListBeaches, MARKER_COLOURS, markerStatus, markerTone } from './map-view.ts';

const ItemLink = chakra(RouterLink);

/**
 * The schematic map's list: the first 12 beaches, each a link to its page (spec §9). At a planned
 * moment (`at`) each says and is coloured by the dogs' status then, as the markers are.
 */
export function MapFallbackList({ beaches, at }: { beaches: readonly MapBeach[]; at?: Date }) {
  const shown = fallbackListBeaches(beaches);
  if (shown.length === 0) return null;
  return (
    <Box>
      <Text fontSize="sm" fontWeight="semibold" color="gray.800" mb="2">
        {shown.length < beaches.length
          ? `The first ${shown.length} of ${beaches.length} beaches on this map`
          : 'Beaches on this map'}
      </Text>
      <SimpleGrid as="ul" listStyleType="none" p="0" m="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
        {shown.map((beach) => (
          <li key={beach.id}>
            <ItemLink
              to={`/beach/${beach.slug}`}
              display="flex"
              alignItems="center"
              gap="2.5"
              h="full"
              px="3"
              py="2"
              bg="white"
              borderWidth="1px"
              borderColor="gray.200"
              rounded="md"
              color="inherit"
              textDecoration="none"
              _hover={{ borderColor: 'sea.300', bg: 'sea.50' }}
            >
              <Box
                as="span"
                w="2.5"
                h="2.5"
                rounded="full"
                flexShrink={0}
                style={{ background: MARKER_COLOURS[markerTone(beach, at)] }}
                aria-hidden
              />
              <Box as="span" minW="0">
                <Text as="span" display="block" fontWeight="medium" color="sea.900" truncate>
                  {beach.name}
                </Text>
                <Text as="span" display="block" fontSize="xs" color="gray.600">
                  {beach.location} · {at ? markerStatus(beach, at).label : accessLabel(beach)}
                </Text>
              </Box>
            </ItemLink>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}
