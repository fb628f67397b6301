/**
 * Each of a beach's dog rules in words, for the beach page's list (issue #12): where, what,
 * when in the year (dates counted from Easter resolved to this year's, or next year's once this
 * year's have passed) and at what hours, and whether the rule holds at this minute.
 */

import { dayNumber, type LondonMoment } from '../clock/london-time.ts';
import {
  type DogRule,
  type DogRulePeriod,
  dayLabel,
  hoursLabel,
  type RuleDay,
  resolveDay,
  ruleInForce,
  seasonsAround,
} from './dog-rules.ts';
import { seasonLabel } from './dog-rules-wording.ts';

export interface DogRuleLine {
  /** "No dogs between the jetty and the pavilion", "Dogs on a lead on the whole beach". */
  what: string;
  /** "All year", "1 May to 30 Sep every year", "2 weeks before Easter Sunday to 3 Nov: 22 Mar – 3 Nov 2026". */
  when: string;
  /** "All day" or "10:00–18:00". */
  hours: string;
  inForce: boolean;
}

const EASTER_DAYS: Record<number, string> = {
  [-2]: 'Good Friday',
  [-1]: 'Easter Saturday',
  0: 'Easter Sunday',
  1: 'Easter Monday',
};

/** "Good Friday", "2 weeks before Easter Sunday", "10 days after Easter Sunday", or "3 Nov". */
function ruleDayWords(day: RuleDay): string {
  // A leap year, so that 29 Feb can be named.
  if (typeof day === 'string') return dayLabel(resolveDay(day, 2000));
  const n = day.daysFromEaster;
  if (EASTER_DAYS[n]) return EASTER_DAYS[n];
  const size = Math.abs(n);
  const count = size % 7 === 0 ? `${size / 7} week${size === 7 ? '' : 's'}` : `${size} days`;
  return `${count} ${n < 0 ? 'before' : 'after'} Easter Sunday`;
}

const fromEaster = (day: RuleDay) => typeof day !== 'string';

function whenWords(period: DogRulePeriod, at: LondonMoment): string {
  if (period === 'all-year') return 'All year';
  const span = `${ruleDayWords(period.from)} to ${ruleDayWords(period.to)}`;
  if (!fromEaster(period.from) && !fromEaster(period.to)) return `${span} every year`;
  const today = dayNumber(at.year, at.month, at.day);
  const { current, next } = seasonsAround(period, today, at.year);
  const season = current ?? next;
  if (!season) return span;
  const year = new Date(season.end * 86_400_000).getUTCFullYear();
  return `${span}: ${seasonLabel(season)} ${year}`;
}

/** The rule in words at one moment on the beaches' clock. */
export function dogRuleLine(rule: DogRule, at: LondonMoment): DogRuleLine {
  const where = rule.zone ?? 'on the whole beach';
  return {
    what: `${rule.kind === 'no-dogs' ? 'No dogs' : 'Dogs on a lead'} ${where}`,
    when: whenWords(rule.period, at),
    hours: hoursLabel(rule.hours) ?? 'All day',
    inForce: ruleInForce(rule, at),
  };
}
