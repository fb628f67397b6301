/**
 * Under the page's lead line: how sure we are of the beach's dog rules, computed from what they
 * rest on (as sure as the least sure rule), with a link to each rule's sources, and the season
 * notice when a rule in or near its season has not been confirmed since the last one (issue #29).
 * It names no source the record lacks: with none it says so.
 */
import { Link, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { londonClock } from '../../../../domain/clock/london-time.ts';
import {
  beachTrustWords,
  NO_SOURCE,
  needsSeasonCheck,
} from '../../../../domain/dog-rules/dog-rule-evidence-words.ts';
import { dogRulesOf, unknownDogRules } from '../../../../domain/dog-rules/dog-rules-legacy.ts';
import { RuleTrust } from './rule-trust.tsx';

export function DogRulesBasis({ beach, now }: { beach: Beach; now: Date }) {
  const rules = dogRulesOf(beach);
  const free = rules === null && unknownDogRules(beach) === 'nothing-recorded';
  if (free && !beach.unrestrictedEvidence?.length) {
    return (
      <Text fontSize="sm" color="gray.800">
        {NO_SOURCE}.
      </Text>
    );
  }
  const at = londonClock(now);
  const seasonCheck = (rules ?? []).some((rule) => needsSeasonCheck(rule, at));
  const trust = beachTrustWords(
    { dogRules: free ? [] : rules, unrestrictedEvidence: beach.unrestrictedEvidence },
    at,
    seasonCheck,
  );
  return (
    <RuleTrust trust={trust} seasonCheck={seasonCheck}>
      {' · '}
      <Link href="#dog-rules" color="sea.800" whiteSpace="nowrap">
        What this rests on
      </Link>
    </RuleTrust>
  );
}
