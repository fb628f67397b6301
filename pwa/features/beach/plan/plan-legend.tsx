/**
 * The key to the strip's bars, once above them: which lane is which, what the hatching and the
 * outline mean, and where midday falls. Decorative to a screen reader, which hears each bar in words.
 */
import { Box, Flex, Text } from '@chakra-ui/react';

function Swatch({
  bg,
  label,
  ...props
}: {
  bg: string;
  label: string;
  borderWidth?: string;
  bgImage?: string;
}) {
  return (
    <Flex align="center" gap="1.5">
      <Box w="5" h="3" rounded="sm" bg={bg} borderColor="sea.900" flexShrink="0" {...props} />
      <Text>{label}</Text>
    </Flex>
  );
}

const HATCH = 'repeating-linear-gradient(45deg, #b91c1c 0 2px, #fee2e2 2px 6px)';

export function PlanLegend() {
  return (
    <Box aria-hidden fontSize="xs" color="gray.700" data-testid="plan-legend">
      <Flex wrap="wrap" columnGap="4" rowGap="1.5">
        <Swatch bg="#e0c592" label="Daylight (top)" />
        <Swatch bg="#15803d" label="Dogs allowed (middle)" />
        <Swatch bg="#fee2e2" bgImage={HATCH} label="No dogs" />
        <Swatch bg="#147b91" label="Low tide (bottom)" />
        <Swatch bg="transparent" borderWidth="2px" label="Best time" />
      </Flex>
      <Flex justify="space-between" mt="2" color="gray.600" fontVariantNumeric="tabular-nums">
        <Text>00:00</Text>
        <Text>06:00</Text>
        <Text>12:00</Text>
        <Text>18:00</Text>
        <Text>24:00</Text>
      </Flex>
    </Box>
  );
}
