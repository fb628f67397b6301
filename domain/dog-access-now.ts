/**
 * The one line a beach page leads with: may my dog go on this beach right now, and where not?
 * Computed from the beach's rules list and a moment in time, read on the clock of the beaches
 * (Europe/London, so British Summer Time is handled by Intl). Pure: no I/O, so the page can
 * answer offline and tests can pin any date.
 */
import { clockMinutes, type DogRule } from './dog-rules.ts';
import { type DogRuleSource, dogRulesOf } from './dog-rules-legacy.ts';
import { describeRules } from './dog-rules-wording.ts';

export type { DogRuleSource } from './dog-rules-legacy.ts';

export type DogAccessNowState = 'allowed' | 'banned' | 'restricted' | 'lead';

export interface DogAccessNow {
  state: DogAccessNowState;
  message: string;
}

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** Wall-clock date and time in Europe/London. */
export function londonClock(date: Date) {
  const parts = clockFormat.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    minutes: get('hour') * 60 + get('minute'),
  };
}

/** An instant's London wall-clock reading, as if it were UTC (minutes, no seconds). */
function londonWall(instant: number): number {
  const { year, month, day, minutes } = londonClock(new Date(instant));
  return Date.UTC(year, month - 1, day, 0, minutes);
}

/**
 * The first instant at which the London clock reads `minutes` past midnight on the given date
 * (1440 is the next midnight). London is on UTC or an hour ahead of it; in the hour British Summer
 * Time skips, the earlier of the two, so that nothing counted from this moment comes before it.
 */
export function londonInstant(year: number, month: number, day: number, minutes: number): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const summer = wall - 3_600_000;
  if (londonWall(summer) === wall || londonWall(wall) !== wall) return new Date(summer);
  return new Date(wall);
}

/**
 * The first moment at which words made of these rules and the time may read otherwise: the start
 * or end of a rule's hours today, or London midnight, whichever comes first. Every wording of the
 * rules (the page's lead line, today's status, the list's "in force now") depends only on the
 * London date and minute, and within a day can change only where a rule's hours begin or end, so
 * nothing changes before this moment (it may be one at which nothing does: a rule that does not
 * hold today still has its hours counted).
 */
export function dogRulesChangeAt(rules: readonly DogRule[] | null, now: Date): Date {
  const at = londonClock(now);
  let next = 24 * 60;
  for (const rule of rules ?? []) {
    if (rule.hours === 'all-day') continue;
    for (const edge of [clockMinutes(rule.hours.from), clockMinutes(rule.hours.to)]) {
      if (edge > at.minutes && edge < next) next = edge;
    }
  }
  return londonInstant(at.year, at.month, at.day, next);
}

/** The next London midnight after `now`: when words of the date ("today", a date's year) change. */
export const nextLondonMidnight = (now: Date) => dogRulesChangeAt(null, now);

/** The same for a beach, from whichever form its rules are kept in. */
export const beachDogRulesChangeAt = (beach: DogRuleSource, now: Date) =>
  dogRulesChangeAt(dogRulesOf(beach), now);

/** Whether dogs may be on the beach at `now`, with the sentence that says so (naming the zones). */
export function dogAccessNow(beach: DogRuleSource, now: Date): DogAccessNow {
  const rules = dogRulesOf(beach);
  if (!rules)
    return { state: 'restricted', message: 'Seasonal dog ban (dates not recorded) — check local signs' };
  return describeRules(rules, londonClock(now));
}
