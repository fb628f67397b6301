/**
 * How far ahead a beach's dog rules are known (issue #31): the last day every rule still rests on
 * a source that runs. A moment after it gets "rules not known" rather than a guess. Apart from
 * rule-calendar.ts because a card's status at a planned moment needs only this.
 */
import type { DogRuleEvidence } from './dog-rule-evidence.ts';
import type { DogRule } from './dog-rules.ts';

const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** The last day a rule's sources say it runs to: the latest expiry any of them gives, or null (none gives one). */
function ruleKnownUntil(evidence: readonly DogRuleEvidence[]): number | null {
  const ends = evidence
    .map((e) => e.expires)
    .filter((d): d is string => d !== null)
    .map(dayOf);
  return ends.length > 0 ? Math.max(...ends) : null;
}

/**
 * The last day on which every rule of the beach still rests on a source that runs (an order gives
 * the day it expires); after it we do not know what the rules will be, and say so rather than
 * guess. Null: no source gives an end, so the rules are read as running on.
 */
export function rulesKnownUntil(rules: readonly DogRule[]): number | null {
  const ends = rules
    .map((rule) => ruleKnownUntil(rule.evidence ?? []))
    .filter((d): d is number => d !== null);
  return ends.length > 0 ? Math.min(...ends) : null;
}
