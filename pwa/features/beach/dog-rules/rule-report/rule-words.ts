/** The rule a report is about, in the words the beach page shows it (domain/dog-rules/dog-rule-list.ts). */
import type { Beach } from '../../../../../domain/beaches/beach.ts';
import { londonClock } from '../../../../../domain/clock/london-time.ts';
import { dogRuleLine } from '../../../../../domain/dog-rules/dog-rule-list.ts';
import { dogRulesOf } from '../../../../../domain/dog-rules/dog-rules-legacy.ts';

export interface RuleWords {
  /** "No dogs on the whole beach", or for a beach listed with no rules "No dog rules listed". */
  what: string;
  /** "1 May to 30 Sep every year · All day", or null. */
  when: string | null;
}

export function ruleWords(beach: Beach, ruleIndex: number | null, now = new Date()): RuleWords {
  const rule = ruleIndex === null ? undefined : dogRulesOf(beach)?.[ruleIndex];
  if (!rule) return { what: 'No dog rules listed: dogs allowed all year', when: null };
  const line = dogRuleLine(rule, londonClock(now));
  return { what: line.what, when: `${line.when} · ${line.hours}` };
}
