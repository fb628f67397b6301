/**
 * One change of a beach's dog rules as a sentence a dog owner reads in a reminder (issue #31
 * item 5): the beach, what changes and the day, in the words the beach page uses. A ban on part
 * of a beach is never worded as a ban on all of it, and a ban that ends is "welcome again" only
 * when no other rule of the beach holds that day.
 */

import type { DogRule } from '../dog-rules/dog-rules.ts';
import { type RuleChange, ruleOccurrences } from '../dog-rules/rule-calendar.ts';

const WEEKDAYS = ['Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "Friday 1 May" for a day number (1 Jan 1970, day 0, was a Thursday). */
export function weekdayLabel(day: number): string {
  const date = new Date(day * 86_400_000);
  const weekday = WEEKDAYS[((day % 7) + 7) % 7];
  return `${weekday} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** " between 10:00 and 18:00 each day", or nothing for a rule that holds all day. */
function hoursWords(rule: DogRule): string {
  return rule.hours === 'all-day' ? '' : ` between ${rule.hours.from} and ${rule.hours.to} each day`;
}

/** Whether any rule other than the one that ends still holds on `day`. */
function otherRuleHolds(rules: readonly DogRule[], change: RuleChange): boolean {
  return rules.some(
    (rule, index) => index !== change.index && ruleOccurrences(rule, change.day, change.day).length > 0,
  );
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
