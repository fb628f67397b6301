import { Box, Flex, Text } from '@chakra-ui/react';
import type { TideEntry } from '../../../data/queries/get-tides.ts';
import { Glyph } from '../../../ui/glyph.tsx';
import { formatHeight, formatTimeUntil, tideClock } from './tide-times.ts';

interface TideNextProps {
  entry: TideEntry;
  minutesUntil: number;
  /** The next tide is after midnight, in tomorrow's list. */
  tomorrow?: boolean;
}

/** The first tide after now and how long until it (spec §9), refreshed by the card each minute. */
export function TideNext({ entry, minutesUntil, tomorrow = false }: TideNextProps) {
  const high = entry.type === 'high';
  return (
    <Flex
      data-testid="next-tide"
      align="center"
      gap="3"
      p="3"
      rounded="xl"
      bgGradient="to-r"
      gradientFrom="sea.50"
      gradientTo="sea.100"
      borderWidth="1px"
      borderColor="sea.100"
    >
      <Flex
        align="center"
        justify="center"
        boxSize="10"
        flexShrink="0"
        rounded="full"
        bg="white"
        color="sea.700"
        shadow="xs"
      >
        <Glyph name={high ? 'arrowUp' : 'arrowDown'} boxSize="5" />
      </Flex>
      <Box flex="1" minW="0">
        <Text
          fontSize="xs"
          fontWeight="semibold"
          color="sea.800"
          textTransform="uppercase"
          letterSpacing="wide"
        >
          Next tide
        </Text>
        <Text fontWeight="semibold" color="sea.950">
          {high ? 'High' : 'Low'} tide {tomorrow ? 'tomorrow ' : ''}at {tideClock(entry.time)}
        </Text>
        <Text fontSize="sm" color="sea.900">
          {formatHeight(entry.height)}
        </Text>
      </Box>
      <Box textAlign="right" flexShrink="0">
        <Text fontSize="xs" color="sea.800">
          in
        </Text>
        <Text fontSize="xl" fontWeight="bold" color="sea.900" lineHeight="1.1" data-testid="time-until">
          {formatTimeUntil(minutesUntil)}
        </Text>
      </Box>
    </Flex>
  );
}
