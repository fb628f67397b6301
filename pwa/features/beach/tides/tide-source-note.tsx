import { Flex, Stack, Text } from '@chakra-ui/react';
import type { TideStation } from '../../../data/queries/get-tides-station.ts';
import { Glyph } from '../../../ui/glyph.tsx';

/**
 * Where the times come from and how far to trust them: the note on the gauge (a harbour's
 * published difference, or the gauge and what the data says of how the tide here may differ),
 * the data's attribution — which its CC BY 4.0 licence requires us to show — and that
 * predictions are not for navigation.
 */
export function TideSourceNote({ station, note }: { station?: TideStation; note?: string | null }) {
  const text = station?.note ?? note;
  return (
    <Stack gap="2" pt="3" borderTopWidth="1px" borderColor="sand.100">
      {text && (
        <Flex gap="2" align="start" fontSize="sm" color="gray.700">
          <Glyph name="info" mt="0.5" flexShrink="0" color="sea.700" />
          <Text>{text}</Text>
        </Flex>
      )}
      <Text fontSize="xs" color="gray.600" lineHeight="short" overflowWrap="anywhere">
        <Text as="span" fontWeight="semibold" color="gray.700">
          Tide predictions only. Not for navigation.
        </Text>
        {station && ` ${station.attribution}`}
      </Text>
    </Stack>
  );
}
