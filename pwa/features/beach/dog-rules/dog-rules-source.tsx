/**
 * The foot of the beach's dog rules. Each rule says what it rests on in its own item; a beach with
 * no rules says here what its being free of them rests on (often only a guide's listing or its
 * absence from a council's list), or that we have no source. Working notes never show here: they
 * are the admin's (issue #29).
 */
import { Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { londonClock } from '../../../../domain/clock/london-time.ts';
import { NO_SOURCE, trustWords } from '../../../../domain/dog-rules/dog-rule-evidence-words.ts';
import { dogRulesOf, unknownDogRules } from '../../../../domain/dog-rules/dog-rules-legacy.ts';
import { EvidenceList } from '../../../ui/evidence-list.tsx';
import { ReportRuleButton } from './rule-report/report-rule-button.tsx';
import { RuleTrust } from './rule-trust.tsx';
import { useDogRulesNow } from './use-dog-rules-now.ts';

function NoRulesBasis({ beach }: { beach: Beach }) {
  const now = useDogRulesNow(beach);
  const evidence = beach.unrestrictedEvidence ?? [];
  if (evidence.length === 0) return <Text color="gray.800">{NO_SOURCE}.</Text>;
  return (
    <>
      <RuleTrust trust={trustWords(evidence, londonClock(now))} />
      <EvidenceList evidence={evidence} about="no-rules" label="What this rests on" />
    </>
  );
}

export function DogRulesSource({ beach }: { beach: Beach }) {
  const rules = dogRulesOf(beach);
  // A ban whose dates were not recorded is not "no rules": nothing says dogs are free there.
  const free = rules ? rules.length === 0 : unknownDogRules(beach) === 'nothing-recorded';
  return (
    <Stack gap="2" fontSize="sm" color="gray.700" borderTopWidth="1px" borderColor="sand.200" pt="3">
      {free && (
        <>
          <Text fontWeight="semibold" color="gray.800">
            What this rests on
          </Text>
          <NoRulesBasis beach={beach} />
        </>
      )}
      {!rules?.length && <ReportRuleButton beach={beach} ruleIndex={null} />}
      <Text data-testid="dog-rules-signs">
        Rules change, sometimes at short notice: the signs at the beach come first.
      </Text>
    </Stack>
  );
}
