/**
 * A beach's dog rules laid out on the calendar (issue #31): each rule's seasons between two days,
 * the next day the rules change, and how far ahead the rules are known at all. The "My beaches"
 * screen, the iCalendar feeds and the reminders all read the rules through here, so a season that
 * starts two weeks before Easter starts on the same day in each of them.
 *
 * Days are day numbers (days since 1970-01-01) of London dates. No zod and no I/O: the phone
 * answers offline.
 */

import { dayNumber } from '../clock/london-time.ts';
import { type DogRule, type Occurrence, seasonsAround } from './dog-rules.ts';

/** One season of one rule, cut to nothing: both ends included. All-year rules have no ends. */
export interface RuleSeason {
  rule: DogRule;
  /** The rule's place in the beach's list. */
  index: number;
  start: number;
  end: number;
}

const yearOf = (day: number) => new Date(day * 86_400_000).getUTCFullYear();

/**
 * Every season of `rule` that overlaps `from`–`to` (both included), in order. An all-year rule is
 * one season from -Infinity to Infinity.
 */
export function ruleOccurrences(rule: DogRule, from: number, to: number): Occurrence[] {
  if (rule.period === 'all-year') return [{ start: -Infinity, end: Infinity }];
  const seen = new Map<number, Occurrence>();
  for (let year = yearOf(from) - 1; year <= yearOf(to) + 1; year += 1) {
    const mid = dayNumber(year, 7, 1);
    const { current, previous, next } = seasonsAround(rule.period, mid, year);
    for (const season of [previous, current, next]) {
      if (season && season.end >= from && season.start <= to) seen.set(season.start, season);
    }
  }
  return [...seen.values()].sort((a, b) => a.start - b.start);
}

/** Every rule's seasons overlapping `from`–`to`, in order of start. */
export function ruleSeasons(rules: readonly DogRule[], from: number, to: number): RuleSeason[] {
  return rules
    .flatMap((rule, index) => ruleOccurrences(rule, from, to).map((season) => ({ rule, index, ...season })))
    .sort((a, b) => a.start - b.start || a.index - b.index);
}

/** A day on which a rule starts to hold, or the first day after it stops. */
export interface RuleChange {
  /** The London day the change takes effect (for an end, the first free day). */
  day: number;
  change: 'starts' | 'ends';
  rule: DogRule;
  index: number;
}

/**
 * The changes of the rules after `today` (not on it) and up to `until`, in order: a season that
 * starts, or one that ends (its day is the day after the last day of the season).
 */
export function ruleChangesBetween(rules: readonly DogRule[], today: number, until: number): RuleChange[] {
  const changes: RuleChange[] = [];
  for (const season of ruleSeasons(rules, today, until + 1)) {
    const { rule, index } = season;
    if (season.start > today && season.start <= until)
      changes.push({ day: season.start, change: 'starts', rule, index });
    const freeDay = season.end + 1;
    if (freeDay > today && freeDay <= until) changes.push({ day: freeDay, change: 'ends', rule, index });
  }
  return changes.sort((a, b) => a.day - b.day || a.index - b.index);
}

/** How far ahead we look for "the next change": a rule that changes less than yearly has none to show. */
const YEAR_AHEAD = 400;

/**
 * The first day after `today` on which the rules change, with every change that day (a winter
 * rule may end the day a summer one starts). Null when nothing changes within a year.
 */
export function nextRuleChange(rules: readonly DogRule[], today: number): RuleChange[] | null {
  const changes = ruleChangesBetween(rules, today, today + YEAR_AHEAD);
  if (changes.length === 0) return null;
  return changes.filter((change) => change.day === changes[0].day);
}
