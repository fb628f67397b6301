/**
 * How sure we are of a rule (or of a beach's rules), computed from what it rests on on the page's day, and the season notice when nobody has confirmed it since its last season (issue #29).
 */
import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Confidence } from '../../../../domain/dog-rules/dog-rule-evidence.ts';
import {
  SEASON_CHECK_NOTICE,
  type TrustWords,
} from '../../../../domain/dog-rules/dog-rule-evidence-words.ts';
import { Glyph, type GlyphName } from '../../../ui/glyph.tsx';

const LOOK: Record<Confidence, { icon: GlyphName; color: string }> = {
  high: { icon: 'check', color: 'green.700' },
  medium: { icon: 'info', color: 'sea.700' },
  low: { icon: 'alert', color: 'orange.700' },
};

export function RuleTrust({
  trust,
  seasonCheck = false,
  children,
}: {
  /** trustWords of a rule's evidence, or beachTrustWords. */
  trust: TrustWords;
  /** Show the season notice (needsSeasonCheck). */
  seasonCheck?: boolean;
  /** After the words: a link to what they rest on. */
  children?: ReactNode;
}) {
  const look = LOOK[trust.confidence];
  return (
    <Stack gap="1" fontSize="sm">
      <Flex gap="1.5" align="start" data-testid="rule-confidence" data-confidence={trust.confidence}>
        <Glyph name={look.icon} boxSize="4" flexShrink="0" mt="0.5" color={look.color} strokeWidth="2.5" />
        <Text color="gray.900">
          <Text as="span" fontWeight="semibold">
            {trust.words}
          </Text>
          {trust.lastConfirmed && (
            <Text as="span" color="gray.700">
              {' '}
              · last confirmed {trust.lastConfirmed}
            </Text>
          )}
          {children}
        </Text>
      </Flex>
      {seasonCheck && (
        <Flex
          gap="1.5"
          align="start"
          px="2.5"
          py="1.5"
          rounded="md"
          bg="orange.50"
          color="orange.900"
          borderWidth="1px"
          borderColor="orange.200"
          role="note"
        >
          <Glyph name="alert" boxSize="4" flexShrink="0" mt="0.5" />
          <Text fontWeight="medium">{SEASON_CHECK_NOTICE}</Text>
        </Flex>
      )}
    </Stack>
  );
}
