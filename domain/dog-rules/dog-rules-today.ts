/**
 * Today's status for dogs in a few words, for beach cards, the directory and map markers
 * (issue #12, item 5): "Dogs welcome today", "No dogs until 30 Sep", "On a lead today", "Part of
 * the beach closed to dogs". Worked out on the phone from the rules, on the clock of the beaches:
 * it changes at midnight and with the hours of a ban.
 */

import { dayNumber, type LondonMoment, londonClock } from '../clock/london-time.ts';
import { clockMinutes, type DogRule, dayLabel, hoursLabel, ruleInForce, seasonsAround } from './dog-rules.ts';

export type DogStatusTone = 'welcome' | 'lead' | 'part-closed' | 'closed' | 'unknown';

export interface DogStatusToday {
  tone: DogStatusTone;
  label: string;
}

type Moment = 'before' | 'during' | 'after';

/** Where `at` falls against the rule today: null when the rule does not apply today at all. */
function today(rule: DogRule, at: LondonMoment): Moment | null {
  if (ruleInForce(rule, at)) return 'during';
  const day = dayNumber(at.year, at.month, at.day);
  if (!seasonsAround(rule.period, day, at.year).current) return null;
  if (rule.hours === 'all-day') return 'during';
  return at.minutes < clockMinutes(rule.hours.from) ? 'before' : 'after';
}

function closedLabel(rule: DogRule, at: LondonMoment, moment: Moment): string {
  if (rule.hours !== 'all-day') {
    return moment === 'during' ? `No dogs until ${rule.hours.to}` : `No dogs ${hoursLabel(rule.hours)}`;
  }
  const day = dayNumber(at.year, at.month, at.day);
  const end = seasonsAround(rule.period, day, at.year).current?.end ?? day;
  if (end === Infinity) return 'No dogs all year';
  return end === day ? 'No dogs today' : `No dogs until ${dayLabel(end)}`;
}

/**
 * The short label for a beach's dogs today; null rules (a season with no dates, or no rule and
 * no source: dogRulesOf) say to check.
 */
export function dogStatusToday(rules: readonly DogRule[] | null, now: Date): DogStatusToday {
  if (!rules) return { tone: 'unknown', label: 'Dog rules not known — check the signs' };
  const at = londonClock(now);
  const looks = rules.map((rule) => ({ rule, moment: today(rule, at) }));
  const still = (m: Moment | null) => m === 'before' || m === 'during';

  const wholeBan = looks.find((l) => l.rule.kind === 'no-dogs' && !l.rule.zone && still(l.moment));
  if (wholeBan?.moment) return { tone: 'closed', label: closedLabel(wholeBan.rule, at, wholeBan.moment) };
  if (looks.some((l) => l.rule.kind === 'no-dogs' && l.rule.zone && still(l.moment))) {
    return { tone: 'part-closed', label: 'Part of the beach closed to dogs' };
  }
  const lead = looks.find((l) => l.rule.kind === 'on-lead' && !l.rule.zone && still(l.moment));
  if (lead) {
    const { hours } = lead.rule;
    if (hours === 'all-day') return { tone: 'lead', label: 'On a lead today' };
    return {
      tone: 'lead',
      label: lead.moment === 'during' ? `On a lead until ${hours.to}` : `On a lead ${hoursLabel(hours)}`,
    };
  }
  // After a rule's hours the rest of the day is open, but the day as a whole was not.
  const earlier = looks.some((l) => l.moment === 'after');
  return { tone: 'welcome', label: earlier ? 'Dogs welcome now' : 'Dogs welcome today' };
}
