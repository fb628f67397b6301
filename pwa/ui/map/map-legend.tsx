import { Box, HStack, Text } from '@chakra-ui/react';
import type { MarkerTone } from './map-view.ts';
import { pinSvg } from './marker-pin.ts';

const ITEMS: [MarkerTone, string][] = [
  ['green', 'Year-round'],
  ['amber', 'Seasonal'],
  ['red', 'Restricted or no dogs'],
  ['grey', 'Rules not known'],
];

/** At a planned moment the pins say the status then (map-view.ts). */
const PLANNED_ITEMS: [MarkerTone, string][] = [
  ['green', 'Dogs welcome'],
  ['amber', 'On a lead or part closed'],
  ['red', 'No dogs'],
  ['grey', 'Rules not known'],
];

/** What the pin colours and glyphs mean; `planned`: at a chosen moment, not by access type. */
export function MapLegend({ planned = false }: { planned?: boolean }) {
  return (
    <HStack
      as="ul"
      listStyleType="none"
      p="0"
      m="0"
      gap={{ base: '3', md: '5' }}
      wrap="wrap"
      aria-label="Map key"
    >
      {(planned ? PLANNED_ITEMS : ITEMS).map(([tone, label]) => (
        <HStack as="li" key={tone} gap="1.5">
          <Box
            as="span"
            display="inline-flex"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: constant SVG markup of our own
            dangerouslySetInnerHTML={{ __html: pinSvg(tone, 16) }}
          />
          <Text as="span" fontSize="sm" color="gray.700">
            {label}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
