/**
 * The listing's "Dogs allowed today" filter (issue #12, item 5), one rule for the API and the
 * phone's mirror. A beach passes when no whole-beach dog ban is in force at any time today on
 * the Europe/London clock: a ban whose season holds today counts whatever its hours (a
 * 10:00–18:00 summer ban leaves the beach out for the whole day, so an owner planning the day
 * is not sent there), and so does a ban over midnight that began yesterday. A ban on a part of
 * the beach or a lead rule does not leave it out. A beach whose rules we do not know (a season
 * with no recorded dates) is left out: we cannot say dogs are allowed there.
 */

import { dayNumber, londonClock } from '../clock/london-time.ts';
import { clockMinutes, type DogRule, seasonsAround } from './dog-rules.ts';
import { type DogRuleSource, dogRulesOf } from './dog-rules-legacy.ts';

function wholeBanToday(rule: DogRule, today: number, year: number): boolean {
  if (rule.kind !== 'no-dogs' || rule.zone !== null) return false;
  if (seasonsAround(rule.period, today, year).current) return true;
  // A window such as 22:00–06:00 that began yesterday reaches into this morning.
  const overMidnight =
    rule.hours !== 'all-day' && clockMinutes(rule.hours.from) > clockMinutes(rule.hours.to);
  return overMidnight && seasonsAround(rule.period, today - 1, year).current !== null;
}

/** True when no whole-beach ban holds at any time of today's London date. */
export function dogsAllowedToday(beach: DogRuleSource, now: Date): boolean {
  const rules = dogRulesOf(beach);
  if (!rules) return false;
  const { year, month, day } = londonClock(now);
  const today = dayNumber(year, month, day);
  return !rules.some((rule) => wholeBanToday(rule, today, year));
}
