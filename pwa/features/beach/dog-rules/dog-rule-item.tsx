/**
 * One of a beach's dog rules: where and what, when in the year, the hours and whether it holds at
 * this minute; then what it rests on, how sure that makes us, the season notice, where sources
 * disagree, and the way to tell us it is wrong (issue #29).
 */
import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import type { LondonMoment } from '../../../../domain/clock/london-time.ts';
import { needsSeasonCheck, trustWords } from '../../../../domain/dog-rules/dog-rule-evidence-words.ts';
import type { DogRuleLine } from '../../../../domain/dog-rules/dog-rule-list.ts';
import type { DogRule } from '../../../../domain/dog-rules/dog-rules.ts';
import { EvidenceList } from '../../../ui/evidence-list.tsx';
import { Glyph } from '../../../ui/glyph.tsx';
import { ReportRuleButton } from './rule-report/report-rule-button.tsx';
import { RuleTrust } from './rule-trust.tsx';
import { SourcesDisagree } from './sources-disagree.tsx';

const ITEM = { listStyleType: 'none', gap: '3', p: '3', rounded: 'lg', borderWidth: '1px' } as const;
const ICON = { align: 'center', justify: 'center', boxSize: '8', rounded: 'full', flexShrink: '0' } as const;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function DogRuleItem({
  beach,
  rule,
  index,
  line,
  at,
}: {
  beach: Beach;
  rule: DogRule;
  index: number;
  line: DogRuleLine;
  at: LondonMoment;
}) {
  const ban = rule.kind === 'no-dogs';
  const palette = ban ? 'red' : 'blue';
  const evidence = rule.evidence ?? [];
  const seasonCheck = needsSeasonCheck(rule, at);
  // A rule in force stands out in its colour; the others are quiet.
  const look = line.inForce
    ? { border: `${palette}.300`, bg: `${palette}.50`, iconBg: `${palette}.700`, icon: 'white' }
    : { border: 'sand.200', bg: 'white', iconBg: 'gray.100', icon: 'gray.700' };
  return (
    <Flex as="li" {...ITEM} borderColor={look.border} bg={look.bg}>
      <Flex {...ICON} bg={look.iconBg} color={look.icon}>
        <Glyph name={ban ? 'cross' : 'paw'} boxSize="4" strokeWidth="2.5" />
      </Flex>
      <Stack gap="2" minW="0" flex="1">
        <Stack gap="1">
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
        <Stack gap="2" pt="2" borderTopWidth="1px" borderColor={line.inForce ? `${palette}.200` : 'sand.200'}>
          <RuleTrust trust={trustWords(evidence, at, seasonCheck)} seasonCheck={seasonCheck} />
          {evidence.length > 0 ? (
            <EvidenceList evidence={evidence} label="What this rule rests on" />
          ) : (
            <Text fontSize="sm" color="gray.800">
              We have no source we can name for this rule.
            </Text>
          )}
          <SourcesDisagree evidence={evidence} />
          <ReportRuleButton beach={beach} ruleIndex={index} />
        </Stack>
      </Stack>
    </Flex>
  );
}
