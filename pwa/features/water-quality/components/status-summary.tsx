import { Box, chakra, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import type { WaterQualityDisplayStatus } from '../../../../domain/water-quality/water-quality-trend.ts';
import { DISPLAY_STATUSES } from '../water-quality-rows.ts';
import { STATUS_STYLE } from '../water-quality-status.ts';

interface StatusSummaryProps {
  counts: Record<WaterQualityDisplayStatus, number>;
  selected: WaterQualityDisplayStatus | '';
  onSelect: (status: WaterQualityDisplayStatus | '') => void;
}

const Check = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
    <path d="M5 12.5l4.5 4.5L19 7.5" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The count per status; each tile also filters the cards to that status (pressed again: all). */
export function StatusSummary({ counts, selected, onSelect }: StatusSummaryProps) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      p="0"
      m="0"
      columns={{ base: 2, sm: 3, md: 5 }}
      gap={{ base: '2', md: '3' }}
      aria-label="Beaches by water quality status"
    >
      {DISPLAY_STATUSES.map((status, index) => {
        const { label, palette, bg, fg } = STATUS_STYLE[status];
        const pressed = selected === status;
        return (
          <Box as="li" key={status} gridColumn={index === 4 ? { base: 'span 2', sm: 'auto' } : undefined}>
            <chakra.button
              type="button"
              aria-pressed={pressed}
              onClick={() => onSelect(pressed ? '' : status)}
              w="full"
              h="full"
              textAlign="left"
              bg={pressed ? `${palette}.50` : 'white'}
              borderWidth="1px"
              borderColor={pressed ? `${palette}.500` : 'gray.200'}
              boxShadow={pressed ? `inset 0 0 0 1px var(--chakra-colors-${palette}-500)` : undefined}
              rounded="lg"
              overflow="hidden"
              position="relative"
              px={{ base: '3', md: '4' }}
              pt={{ base: '2.5', md: '4' }}
              pb={{ base: '2', md: '3' }}
              cursor="pointer"
              transition="background 0.15s, border-color 0.15s, box-shadow 0.15s"
              _hover={{ borderColor: `${palette}.400`, bg: `${palette}.50` }}
            >
              <Box position="absolute" top="0" left="0" right="0" h="1" bg={`${palette}.500`} aria-hidden />
              <Flex align="baseline" gap={{ base: '2', md: '0' }} direction={{ base: 'row', md: 'column' }}>
                <Text
                  as="span"
                  fontSize={{ base: 'xl', md: '3xl' }}
                  fontWeight="bold"
                  lineHeight="1.1"
                  color="gray.900"
                >
                  {counts[status]}
                </Text>
                <Text as="span" fontSize="sm" fontWeight="medium" color="gray.700">
                  {label}
                </Text>
              </Flex>
              {pressed && (
                <Flex
                  position="absolute"
                  top={{ base: '2.5', md: '3' }}
                  right={{ base: '2.5', md: '3' }}
                  w="5"
                  h="5"
                  rounded="full"
                  bg={bg}
                  color={fg}
                  align="center"
                  justify="center"
                >
                  <Check />
                </Flex>
              )}
            </chakra.button>
          </Box>
        );
      })}
    </SimpleGrid>
  );
}
