/**
 * Today's status for dogs in a few words (issue #12, item 5), on beach cards and directory
 * entries: "Dogs welcome today", "No dogs until 30 Sep", "On a lead today", "Part of the beach
 * closed to dogs". Computed on the phone from the beach's rules and `now`, which the page takes
 * from useNow (the server's instant while hydrating, so both render the same words, then the
 * phone's clock), and says when its words next change (render-environment.ts). The line keeps
 * one line's height whatever it says, so nothing moves when the words change after hydration or
 * at midnight. Given a planned moment (`at`, issue #31 item 2) it says the status then instead
 * (dog-status-at.ts), words that do not change with the clock.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import { beachDogRulesChangeAt } from '../../domain/dog-rules/dog-rules-change.ts';
import type { DogRuleSource } from '../../domain/dog-rules/dog-rules-legacy.ts';
import { dogRulesOf } from '../../domain/dog-rules/dog-rules-legacy.ts';
import { type DogStatusTone, dogStatusToday } from '../../domain/dog-rules/dog-rules-today.ts';
import { dogStatusAt } from '../../domain/dog-rules/dog-status-at.ts';
import { wordsChangeAt } from '../lib/render-environment.ts';

const TONE_LOOK: Record<DogStatusTone, { dot: string; text: string }> = {
  welcome: { dot: 'green.600', text: 'green.800' },
  lead: { dot: 'blue.600', text: 'blue.800' },
  'part-closed': { dot: 'orange.600', text: 'orange.800' },
  closed: { dot: 'red.600', text: 'red.800' },
  unknown: { dot: 'gray.500', text: 'gray.700' },
};

/** Today's status of a beach for dogs at `now`. */
const beachStatusToday = (beach: DogRuleSource, now: Date) => dogStatusToday(dogRulesOf(beach), now);

export function DogStatusToday({ beach, now, at }: { beach: DogRuleSource; now: Date; at?: Date }) {
  const status = at ? dogStatusAt(dogRulesOf(beach), at) : beachStatusToday(beach, now);
  // The server's page says when its words next change: this line's at a ban's hours or midnight.
  if (!at) wordsChangeAt(() => beachDogRulesChangeAt(beach, now));
  const look = TONE_LOOK[status.tone];
  return (
    // The words wrap rather than being cut short: a rule's end ("until 30 September") is what a dog
    // owner reads it for, and a line that will not wrap widens its card past a phone's screen.
    <Flex align="start" gap="1.5" minH="5" minW="0" data-testid="dog-today" data-tone={status.tone}>
      <Box as="span" flexShrink={0} boxSize="2.5" mt="5px" rounded="full" bg={look.dot} aria-hidden />
      <Text as="span" fontSize="sm" lineHeight="1.25rem" fontWeight="semibold" color={look.text}>
        {status.label}
      </Text>
    </Flex>
  );
}
