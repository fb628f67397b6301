/**
 * The page's lead line (DESIGN.md): whether dogs may be on this beach right now, coloured by
 * the answer, with how sure we are of the rules (from what they rest on) or that we have no source.
 */
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { type DogAccessNowState, dogAccessNow } from '../../../../domain/dog-rules/dog-access-now.ts';
import { Glyph, type GlyphName } from '../../../ui/glyph.tsx';
import { DogRulesBasis } from './dog-rules-basis.tsx';
import { useDogRulesNow } from './use-dog-rules-now.ts';

const LOOK: Record<DogAccessNowState, { palette: string; icon: GlyphName; label: string }> = {
  allowed: { palette: 'green', icon: 'check', label: 'Dogs welcome now' },
  lead: { palette: 'blue', icon: 'paw', label: 'Dogs welcome on a lead' },
  restricted: { palette: 'orange', icon: 'alert', label: 'Part of the beach is dog-free' },
  banned: { palette: 'red', icon: 'cross', label: 'No dogs right now' },
  // No rule and no source: neither welcome nor banned, so no colour of either.
  unknown: { palette: 'gray', icon: 'info', label: 'No rules recorded' },
};

export function DogAccessCallout({ beach }: { beach: Beach }) {
  const now = useDogRulesNow(beach);
  const { state, message } = dogAccessNow(beach, now);
  const look = LOOK[state];
  return (
    <Box
      as="section"
      aria-label="Dogs on this beach right now"
      bg={`${look.palette}.50`}
      borderWidth="1px"
      borderColor={`${look.palette}.200`}
      borderStartWidth="6px"
      borderStartColor={`${look.palette}.600`}
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <Flex gap="4" align="start">
        <Flex
          align="center"
          justify="center"
          boxSize={{ base: '10', md: '12' }}
          rounded="full"
          bg={`${look.palette}.600`}
          color="white"
          flexShrink={0}
        >
          <Glyph name={look.icon} boxSize={{ base: '5', md: '6' }} strokeWidth="2.5" />
        </Flex>
        <Stack gap="1.5" flex="1" minW="0">
          <Text
            fontSize="xs"
            fontWeight="bold"
            textTransform="uppercase"
            letterSpacing="wider"
            color={`${look.palette}.800`}
          >
            {look.label}
          </Text>
          <Text
            fontSize={{ base: 'md', md: 'lg' }}
            fontWeight="semibold"
            color="gray.900"
            data-testid="dog-now"
          >
            {message}
          </Text>
          <DogRulesBasis beach={beach} now={now} />
        </Stack>
      </Flex>
    </Box>
  );
}
