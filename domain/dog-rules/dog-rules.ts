/**
 * A beach's dog rules as a list (issue #12): each rule says where (the whole beach or a named
 * part), what (no dogs, or dogs on a lead), when in the year (all year, fixed dates, or dates
 * counted from Easter) and at what hours. Burnham-on-Sea, for one, has a ban all year between
 * the jetty and the pavilion and a summer ban on the beach either side of it.
 *
 * No zod here, so the browser can evaluate rules without the schema library; the schema is in
 * dog-rules-schema.ts. Days are counted on the beaches' own calendar (Europe/London).
 */

import { SHORT_MONTHS as MONTHS } from '../clock/calendar-names.ts';
import { dayNumber, type LondonMoment } from '../clock/london-time.ts';
import type { DogRuleEvidence } from './dog-rule-evidence.ts';
import { easterSunday } from './easter.ts';

export const DOG_RULE_KINDS = ['no-dogs', 'on-lead'] as const;
export type DogRuleKind = (typeof DOG_RULE_KINDS)[number];

/** A day of the year: "MM-DD", or days counted from Easter Sunday (-2 is Good Friday). */
export type RuleDay = string | { daysFromEaster: number };
/** Both ends are included; a period such as 10-01 → 03-31 runs over the new year. */
export type DogRulePeriod = 'all-year' | { from: RuleDay; to: RuleDay };
/** A daily window "HH:MM" to "HH:MM" (the end is when dogs may come back), or all day. */
export type DogRuleHours = 'all-day' | { from: string; to: string };

export interface DogRule {
  kind: DogRuleKind;
  /** Where on the beach, read after "No dogs …": "between the jetty and the pavilion"; null is the whole beach. */
  zone: string | null;
  period: DogRulePeriod;
  hours: DogRuleHours;
  /** What the rule rests on (issue #29); absent or empty: no source we can name. */
  evidence?: DogRuleEvidence[];
}

/** One season of a rule, as day numbers (days since 1970-01-01), both ends included. */
export interface Occurrence {
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;

/** "30 Sep" for a day number. */
export function dayLabel(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** Minutes since midnight of "HH:MM". */
export const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** "10:00–18:00", or null for all day. */
export const hoursLabel = (hours: DogRuleHours) => (hours === 'all-day' ? null : `${hours.from}–${hours.to}`);

/** The day a rule's period starts or ends in a given year. */
export function resolveDay(day: RuleDay, year: number): number {
  if (typeof day === 'string') return dayNumber(year, Number(day.slice(0, 2)), Number(day.slice(3, 5)));
  const easter = easterSunday(year);
  return dayNumber(year, easter.month, easter.day) + day.daysFromEaster;
}

/** The season of `year` (a period over the new year ends in the next year). */
function seasonOf(period: Exclude<DogRulePeriod, 'all-year'>, year: number): Occurrence {
  const start = resolveDay(period.from, year);
  let end = resolveDay(period.to, year);
  if (end < start) end = resolveDay(period.to, year + 1);
  return { start, end };
}

/**
 * The season that holds `today` (current), the last one to end before it and the next one to
 * start after it. An all-year period is always current.
 */
export function seasonsAround(
  period: DogRulePeriod,
  today: number,
  year: number,
): { current: Occurrence | null; previous: Occurrence | null; next: Occurrence | null } {
  if (period === 'all-year') {
    return { current: { start: -Infinity, end: Infinity }, previous: null, next: null };
  }
  const seasons = [year - 1, year, year + 1].map((y) => seasonOf(period, y));
  return {
    current: seasons.find((s) => s.start <= today && today <= s.end) ?? null,
    previous: [...seasons].reverse().find((s) => s.end < today) ?? null,
    next: seasons.find((s) => s.start > today) ?? null,
  };
}

/** Whether the rule applies at this minute (a window past midnight belongs to the day it began). */
export function ruleInForce(rule: DogRule, at: LondonMoment): boolean {
  const today = dayNumber(at.year, at.month, at.day);
  const holds = (day: number) => seasonsAround(rule.period, day, at.year).current !== null;
  if (rule.hours === 'all-day') return holds(today);
  const from = clockMinutes(rule.hours.from);
  const to = clockMinutes(rule.hours.to);
  if (from < to) return holds(today) && at.minutes >= from && at.minutes < to;
  return (at.minutes >= from && holds(today)) || (at.minutes < to && holds(today - 1));
}
