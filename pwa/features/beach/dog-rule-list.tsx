/**
 * The beach's dog rules, one item each: where and what, when in the year, the hours, and which
 * of them hold at this minute (on the phone's clock, so it is right offline and changes at
 * midnight and with a rule's hours).
 */
import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../domain/beach.ts';
import { londonClock } from '../../../domain/dog-access-now.ts';
import { dogRuleLine } from '../../../domain/dog-rule-list.ts';
import { dogRulesOf, unknownDogRules } from '../../../domain/dog-rules-legacy.ts';
import { Glyph } from '../../ui/glyph.tsx';
import { useDogRulesNow } from './use-now.ts';

const ITEM = { listStyleType: 'none', gap: '3', p: '3', rounded: 'lg', borderWidth: '1px' } as const;
const ICON = { align: 'center', justify: 'center', boxSize: '8', rounded: 'full', flexShrink: '0' } as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Empty({ children }: { children: string }) {
  return (
    <Text p="3" rounded="lg" bg="sand.50" color="gray.800" data-testid="dog-rules-none">
      {children}
    </Text>
  );
}

export function DogRuleList({ beach, labelledBy }: { beach: Beach; labelledBy: string }) {
  const now = useDogRulesNow(beach);
  const rules = dogRulesOf(beach);
  if (!rules && unknownDogRules(beach) === 'nothing-recorded') {
    return (
      <Empty>
        We have no dog rules and no source for this beach yet, so we cannot say dogs are welcome: check the
        signs on the day.
      </Empty>
    );
  }
  if (!rules) {
    return (
      <Empty>A seasonal ban applies, but its dates are not recorded: check the signs at the beach.</Empty>
    );
  }
  if (rules.length === 0) {
    return (
      <Empty>
        No ban or lead rule is recorded: dogs are welcome on the whole beach all year, under control.
      </Empty>
    );
  }
  const at = londonClock(now);
  return (
    <Stack as="ul" gap="2.5" m="0" p="0" aria-labelledby={labelledBy}>
      {rules.map((rule) => {
        const line = dogRuleLine(rule, at);
        const ban = rule.kind === 'no-dogs';
        const palette = ban ? 'red' : 'blue';
        // A rule in force stands out in its colour; the others are quiet.
        const look = line.inForce
          ? { border: `${palette}.300`, bg: `${palette}.50`, iconBg: `${palette}.700`, icon: 'white' }
          : { border: 'sand.200', bg: 'white', iconBg: 'gray.100', icon: 'gray.700' };
        return (
          <Flex
            as="li"
            key={`${rule.kind} ${rule.zone} ${line.when} ${line.hours}`}
            {...ITEM}
            borderColor={look.border}
            bg={look.bg}
          >
            <Flex {...ICON} bg={look.iconBg} color={look.icon}>
              <Glyph name={ban ? 'cross' : 'paw'} boxSize="4" strokeWidth="2.5" />
            </Flex>
            <Stack gap="1" minW="0" flex="1">
              <Text fontWeight="semibold" color="gray.900">
                {capitalised(line.what)}
              </Text>
              <Flex gap="1.5" align="start" fontSize="sm" color="gray.700">
                <Glyph name="clock" boxSize="3.5" flexShrink="0" mt="1" />
                <Text>
                  {line.when} ·{' '}
                  <Text as="span" whiteSpace="nowrap">
                    {line.hours}
                  </Text>
                </Text>
              </Flex>
              <Text fontSize="sm">
                {line.inForce ? (
                  <Badge bg={`${palette}.700`} color="white" px="2" variant="solid">
                    In force now
                  </Badge>
                ) : (
                  <Text as="span" color="gray.700">
                    Not in force now
                  </Text>
                )}
              </Text>
            </Stack>
          </Flex>
        );
      })}
    </Stack>
  );
}
