import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import type { TideEntry } from '../../../data/queries/get-tides.ts';
import { Glyph } from '../../../ui/glyph.tsx';
import { formatHeight, tideClock } from './tide-times.ts';

/** The day's main high and low waters, HH:mm and metres to 1 decimal; the next one stands out. */
export function TideList({ entries, next }: { entries: TideEntry[]; next?: TideEntry }) {
  return (
    <Grid
      as="ul"
      aria-label="High and low water"
      templateColumns="repeat(2, minmax(0, 1fr))"
      gap="2"
      m="0"
      p="0"
    >
      {entries.map((entry) => {
        const high = entry.type === 'high';
        const isNext = entry === next;
        return (
          <Flex
            as="li"
            key={`${entry.time}-${entry.type}`}
            listStyleType="none"
            align="center"
            gap="2.5"
            px="3"
            py="2.5"
            rounded="lg"
            borderWidth="1px"
            borderColor={isNext ? 'sea.300' : 'sand.200'}
            bg={isNext ? 'sea.50' : high ? 'white' : 'sand.50'}
          >
            <Flex
              align="center"
              justify="center"
              boxSize="7"
              flexShrink="0"
              rounded="full"
              bg={high ? 'sea.100' : 'sand.100'}
              color={high ? 'sea.700' : 'sand.700'}
            >
              <Glyph name={high ? 'arrowUp' : 'arrowDown'} boxSize="3.5" />
            </Flex>
            <Box minW="0">
              <Text fontWeight="semibold" fontSize="sm" color="gray.900">
                {high ? 'High' : 'Low'} {tideClock(entry.time)}
              </Text>
              <Text fontSize="xs" color="gray.700">
                {formatHeight(entry.height)}
                {isNext && (
                  <Text as="span" color="sea.800" fontWeight="semibold">
                    {' · next'}
                  </Text>
                )}
              </Text>
            </Box>
          </Flex>
        );
      })}
    </Grid>
  );
}
