/**
 * A coming change of a beach's dog rules in a few words (issue #31): "No dogs from Fri 1 May",
 * "Dogs back from Thu 1 Oct", "Leads on from Thu 21 May (10:00–18:00)". For My beaches and the
 * reminders; the day is a London date, named with its weekday so nobody has to count.
 */
import { type DogRule, hoursLabel } from './dog-rules.ts';
import type { RuleChange } from './rule-calendar.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Fri 1 May" for a day number (days since 1970-01-01 of a London date). */
export function weekdayLabel(day: number): string {
  const date = new Date(day * 86_400_000);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

function ruleWords(rule: DogRule, change: RuleChange['change']): string {
  const part = rule.zone !== null;
  if (rule.kind === 'no-dogs') {
    if (change === 'starts') return part ? 'Part of the beach closed to dogs' : 'No dogs';
    return part ? 'All of the beach open to dogs again' : 'Dogs back';
  }
  if (change === 'starts') return part ? 'Dogs on a lead on part of the beach' : 'Dogs on a lead';
  return part ? 'Leads off again on part of the beach' : 'Leads off again';
}

/** One change in words: "No dogs from Fri 1 May", with the hours where the rule has them. */
export function ruleChangeWords(change: RuleChange): string {
  const hours = hoursLabel(change.rule.hours);
  const during = change.change === 'starts' && hours ? ` (${hours})` : '';
  return `${ruleWords(change.rule, change.change)}${during} from ${weekdayLabel(change.day)}`;
}
