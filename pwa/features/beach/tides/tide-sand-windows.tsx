import { Box, Flex, Text } from '@chakra-ui/react';
import { Glyph } from '../../../ui/glyph.tsx';

/**
 * The shaded bands of the curve in words: the hours around low water that fall in daylight,
 * the best time for a walk on the sand. When low water comes only in the dark, it says so.
 */
export function TideSandWindows({ windows }: { windows: string[] }) {
  return (
    <Flex
      gap="2.5"
      align="start"
      p="3"
      rounded="lg"
      bg="sand.100"
      color="sand.900"
      data-testid="sand-windows"
    >
      <Glyph name="paw" boxSize="4.5" mt="0.5" flexShrink="0" color="sand.700" />
      <Box fontSize="sm">
        <Text fontWeight="semibold">Best time for a walk on the sand</Text>
        <Text>
          {windows.length > 0 ? windows.join(' and ') : 'None in daylight: low water comes in the dark'}
        </Text>
      </Box>
    </Flex>
  );
}
