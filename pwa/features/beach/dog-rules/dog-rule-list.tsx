/**
 * The beach's dog rules, one item each (dog-rule-item.tsx), and which of them hold at this minute
 * (on the phone's clock, so it is right offline and changes at midnight and with a rule's hours).
 */
import { Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { londonClock } from '../../../../domain/clock/london-time.ts';
import { dogRuleLine } from '../../../../domain/dog-rules/dog-rule-list.ts';
import { dogRulesOf, unknownDogRules } from '../../../../domain/dog-rules/dog-rules-legacy.ts';
import { DogRuleItem } from './dog-rule-item.tsx';
import { useDogRulesNow } from './use-dog-rules-now.ts';

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
      {rules.map((rule, index) => {
        const line = dogRuleLine(rule, at);
        return (
          <DogRuleItem
            key={`${rule.kind} ${rule.zone} ${line.when} ${line.hours}`}
            beach={beach}
            rule={rule}
            index={index}
            line={line}
            at={at}
          />
        );
      })}
    </Stack>
  );
}
