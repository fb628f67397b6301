import { Box, Flex, Text } from '@chakra-ui/react';
import { Glyph } from './glyph.tsx';

/** The shaded bands of the curve in words: the hours around low water, the best time for a walk on the sand. */
export function TideSandWindows({ windows }: { windows: string[] }) {
  if (windows.length === 0) return null;
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
        <Text>{windows.join(' and ')}</Text>
      </Box>
    </Flex>
  );
}
