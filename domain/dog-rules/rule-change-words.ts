/**
 * A coming change of a beach's dog rules in words (issue #31): short for My beaches ("No dogs from
 * Fri 1 May", "Dogs back from Thu 1 Oct") and as a sentence for a reminder ("Dogs are banned at
 * Croyde Bay from Friday 1 May"). A ban on part of a beach is never worded as a ban on all of it,
 * and a ban that ends is "welcome again" (or "back") only when no other rule of the beach holds
 * that day. The day is a London date, named with its weekday so nobody has to count.
 */

import { weekdayLabel } from '../clock/calendar-names.ts';

import { type DogRule, hoursLabel } from './dog-rules.ts';
import { type RuleChange, ruleOccurrences } from './rule-calendar.ts';

/** Whether any rule other than the one that ends still holds on `day`. */
function otherRuleHolds(rules: readonly DogRule[], change: RuleChange): boolean {
  return rules.some(
    (rule, index) => index !== change.index && ruleOccurrences(rule, change.day, change.day).length > 0,
  );
}

function shortWords(change: RuleChange, rules: readonly DogRule[]): string {
  const { rule } = change;
  const part = rule.zone !== null;
  const others = otherRuleHolds(rules, change);
  if (rule.kind === 'no-dogs') {
    if (change.change === 'starts') return part ? 'Part of the beach closed to dogs' : 'No dogs';
    if (part) return 'All of the beach open to dogs again';
    return others ? 'Dog ban ends (other rules still apply)' : 'Dogs back';
  }
  if (change.change === 'starts') return part ? 'Dogs on a lead on part of the beach' : 'Dogs on a lead';
  return part || others ? 'A lead rule ends' : 'Leads off again';
}

/** One change in a few words: "No dogs from Fri 1 May", with the hours where the rule has them. */
export function ruleChangeWords(change: RuleChange, rules: readonly DogRule[]): string {
  const hours = hoursLabel(change.rule.hours);
  const during = change.change === 'starts' && hours ? ` (${hours})` : '';
  return `${shortWords(change, rules)}${during} from ${weekdayLabel(change.day, 'short')}`;
}

/** " between 10:00 and 18:00 each day", or nothing for a rule that holds all day. */
function hoursWords(rule: DogRule): string {
  return rule.hours === 'all-day' ? '' : ` between ${rule.hours.from} and ${rule.hours.to} each day`;
}

function startWords(beach: string, change: RuleChange, on: string): string {
  const { rule } = change;
  const hours = hoursWords(rule);
  if (rule.kind === 'no-dogs') {
    return rule.zone === null
      ? `Dogs are banned at ${beach} from ${on}${hours}`
      : `At ${beach} from ${on}, no dogs ${rule.zone}${hours}`;
  }
  return rule.zone === null
    ? `Dogs must be on a lead at ${beach} from ${on}${hours}`
    : `At ${beach} from ${on}, dogs must be on a lead ${rule.zone}${hours}`;
}

function endWords(beach: string, change: RuleChange, on: string, rules: readonly DogRule[]): string {
  const { rule } = change;
  const others = otherRuleHolds(rules, change);
  if (rule.kind === 'no-dogs') {
    if (rule.zone !== null) return `At ${beach} from ${on}, dogs are allowed again ${rule.zone}`;
    return others
      ? `The dog ban at ${beach} ends on ${on}; other dog rules there still apply`
      : `Dogs are welcome again at ${beach} from ${on}`;
  }
  if (rule.zone !== null) return `At ${beach} from ${on}, dogs no longer need a lead ${rule.zone}`;
  return others
    ? `Dogs no longer need a lead at ${beach} from ${on}; other dog rules there still apply`
    : `Dogs no longer need a lead at ${beach} from ${on}`;
}

/** The change as a sentence without its full stop: "Dogs are banned at Croyde Bay from Friday 1 May". */
export function ruleChangeSentence(beach: string, change: RuleChange, rules: readonly DogRule[]): string {
  const on = weekdayLabel(change.day);
  return change.change === 'starts' ? startWords(beach, change, on) : endWords(beach, change, on, rules);
}
