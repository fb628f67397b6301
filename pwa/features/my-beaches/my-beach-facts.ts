/**
 * What a row of My beaches says besides today's status (issue #31 item 1): the next change of the
 * beach's dog rules, and its water-quality class. Pure, from the beach and the moment, so the row
 * answers offline.
 */
import type { Beach } from '../../../domain/beaches/beach.ts';
import { weekdayLabel } from '../../../domain/clock/calendar-names.ts';
import { londonDayNumber } from '../../../domain/clock/london-time.ts';
import { dogRulesOf } from '../../../domain/dog-rules/dog-rules-legacy.ts';
import { nextRuleChange } from '../../../domain/dog-rules/rule-calendar.ts';
import { ruleChangeWords } from '../../../domain/dog-rules/rule-change-words.ts';
import { rulesKnownUntil } from '../../../domain/dog-rules/rules-known-until.ts';
import type { WaterQuality } from '../../../domain/water-quality/water-quality-schema.ts';

const dateWithYear = (day: number) =>
  `${weekdayLabel(day, 'short')} ${new Date(day * 86_400_000).getUTCFullYear()}`;

/** The next change of the dog rules in words, or why there is none to name. */
export function nextChangeLine(beach: Beach, now: Date): string {
  const rules = dogRulesOf(beach);
  if (!rules) return 'Dog rules not known — check the signs';
  const today = londonDayNumber(now);
  const knownUntil = rulesKnownUntil(rules);
  const changes = nextRuleChange(rules, today);
  if (knownUntil !== null && knownUntil < today) {
    return `The order behind these rules ran to ${dateWithYear(knownUntil)} — check the signs`;
  }
  if (knownUntil !== null && (!changes || changes[0].day > knownUntil)) {
    return `Rules known until ${dateWithYear(knownUntil)}, when the order runs out`;
  }
  if (!changes) return rules.length === 0 ? 'No dog rules on record, all year' : 'The same rules all year';
  return changes.map((change) => ruleChangeWords(change, rules)).join('; ');
}

const CLASS_WORDS: Record<string, string> = {
  excellent: 'Excellent',
  good: 'Good',
  sufficient: 'Sufficient',
  poor: 'Poor',
};

/** "Excellent (2025)", or what we do not know. */
export function waterClassLine(
  record: Pick<WaterQuality, 'status' | 'classificationYear'> | undefined,
): string {
  if (!record?.status) return 'No bathing-water class';
  const words = CLASS_WORDS[record.status] ?? record.status;
  return record.classificationYear ? `${words} (${record.classificationYear} class)` : words;
}
