/**
 * The best time to go (issue #31 item 3): for one beach on one London date, the hours dogs may be
 * on the sand, the daylight, the windows around low water, and the longest stretch where all
 * three hold. Its own subject, planning/, because it is none of dog-rules/ or tides/ alone but
 * reads both. Pure and zod-free: the phone plans a week offline.
 *
 * Times are instants (epoch ms), not clock minutes, so a day of 23 or 25 hours (the clocks
 * changing) is as long as it really is; the rules' "10:00–18:00" are read on that day's clock.
 */
import { londonDayRange, londonInstant } from '../clock/london-time.ts';
import { clockMinutes, type DogRule } from '../dog-rules/dog-rules.ts';
import { ruleOccurrences } from '../dog-rules/rule-calendar.ts';
import type { Daylight } from '../tides/daylight.ts';
import { type Interval, longEnough, lowTideWindow } from '../tides/low-tide-windows.ts';
import type { TideExtreme } from '../tides/tide-station.ts';

export type { Interval } from '../tides/low-tide-windows.ts';

/** What the day comes to, which the words and the bar follow. */
type DayPlanOutcome =
  | 'best'
  | 'no-overlap'
  | 'no-dogs'
  | 'rules-unknown'
  | 'tides-unknown'
  | 'daylight-unknown';

/** A rule that leaves dogs on the beach but is worth saying: on a lead, or part of it closed. */
export interface DayPlanNote {
  kind: 'on-lead' | 'part-closed';
  /** Part of the beach only (a lead rule on one zone). */
  zone: boolean;
  /** The rule's hours that day; null: all day. */
  hours: { from: string; to: string } | null;
}

export interface DayPlan {
  /** yyyy-MM-dd, London. */
  date: string;
  /** London midnight to midnight. */
  day: Interval;
  /** When dogs may be on the sand (whole-beach bans taken away); null: the rules are not known. */
  dogs: Interval[] | null;
  notes: DayPlanNote[];
  daylight: Interval | null;
  /** Low waters of the day; null: no tides known. */
  lowWaters: number[] | null;
  /** 1.5 h either side of each low water, cut to the day. */
  lowTide: Interval[];
  /** The longest stretch with dogs allowed, in daylight, around low water. */
  best: Interval | null;
  outcome: DayPlanOutcome;
}

export interface DayPlanInput {
  date: string;
  /** dogRulesOf(beach): null when we cannot say. */
  rules: readonly DogRule[] | null;
  /** rulesKnownUntil(rules): a day number after which the sources do not say. */
  knownUntil: number | null;
  daylight: Daylight | null;
  /** The day's low waters; null when the tides are not known. */
  lowWaters: readonly Date[] | null;
}

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** Intersection of two sets of intervals (each sorted, none overlapping). */
function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const x of a) {
    for (const y of b) {
      const start = Math.max(x.start, y.start);
      const end = Math.min(x.end, y.end);
      if (end > start) out.push({ start, end });
    }
  }
  return out.sort((p, q) => p.start - q.start);
}

/** Overlapping intervals joined (two low waters close together make one window). */
function merge(intervals: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const i of [...intervals].sort((p, q) => p.start - q.start)) {
    const last = out.at(-1);
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ ...i });
  }
  return out;
}

/** `from` less every interval of `cut`. */
function subtract(from: readonly Interval[], cut: readonly Interval[]): Interval[] {
  let rest = [...from];
  for (const c of cut) {
    rest = rest.flatMap((r) => {
      if (c.end <= r.start || c.start >= r.end) return [r];
      const parts: Interval[] = [];
      if (c.start > r.start) parts.push({ start: r.start, end: c.start });
      if (c.end < r.end) parts.push({ start: c.end, end: r.end });
      return parts;
    });
  }
  return rest;
}

const holdsOn = (rule: DogRule, day: number) => ruleOccurrences(rule, day, day).length > 0;

/**
 * When a rule is in force on the date, cut to it. A window past midnight belongs to the day it
 * began (as ruleInForce reads it): 21:00–07:00 on a season's last day still runs to 07:00 after.
 */
function ruleSpans(rule: DogRule, date: string): Interval[] {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  const { start, end } = londonDayRange(date);
  const today = dayOf(date);
  const at = (dayOffset: number, minutes: number) =>
    londonInstant(year, month, dayOfMonth + dayOffset, minutes).getTime();
  if (rule.hours === 'all-day')
    return holdsOn(rule, today) ? [{ start: start.getTime(), end: end.getTime() }] : [];
  const from = clockMinutes(rule.hours.from);
  const to = clockMinutes(rule.hours.to);
  const spans: Interval[] = [];
  for (const offset of [-1, 0]) {
    if (!holdsOn(rule, today + offset)) continue;
    spans.push({ start: at(offset, from), end: at(offset, from < to ? to : to + 1440) });
  }
  return intersect(spans, [{ start: start.getTime(), end: end.getTime() }]);
}

function notesOf(rules: readonly DogRule[], date: string): DayPlanNote[] {
  const notes: DayPlanNote[] = [];
  for (const rule of rules) {
    if (rule.kind === 'no-dogs' && rule.zone === null) continue;
    if (ruleSpans(rule, date).length === 0) continue;
    notes.push({
      kind: rule.kind === 'on-lead' ? 'on-lead' : 'part-closed',
      zone: rule.zone !== null,
      hours: rule.hours === 'all-day' ? null : rule.hours,
    });
  }
  return notes;
}

/** The longest of the stretches long enough to suggest, the earlier on a tie. */
function longest(stretches: readonly Interval[]): Interval | null {
  let best: Interval | null = null;
  for (const s of stretches.filter(longEnough)) {
    if (!best || s.end - s.start > best.end - best.start) best = s;
  }
  return best;
}

function outcomeOf(plan: Omit<DayPlan, 'outcome'>): DayPlanOutcome {
  if (!plan.dogs) return 'rules-unknown';
  if (plan.dogs.length === 0) return 'no-dogs';
  if (!plan.lowWaters) return 'tides-unknown';
  if (!plan.daylight) return 'daylight-unknown';
  return plan.best ? 'best' : 'no-overlap';
}

/** The main low waters of a day's tide list (not the stands of a double tide). */
export const lowWatersOf = (extremes: readonly TideExtreme[]): Date[] =>
  extremes.filter((e) => e.type === 'low' && !e.minor).map((e) => new Date(e.time));

/** The plan of one day at one beach. */
export function planDay(input: DayPlanInput): DayPlan {
  const { start, end } = londonDayRange(input.date);
  const day = { start: start.getTime(), end: end.getTime() };
  const known = input.rules !== null && (input.knownUntil === null || dayOf(input.date) <= input.knownUntil);
  const rules = known ? (input.rules ?? []) : [];
  const bans = rules
    .filter((r) => r.kind === 'no-dogs' && r.zone === null)
    .flatMap((r) => ruleSpans(r, input.date));
  const dogs = known ? subtract([day], bans) : null;
  const daylight = input.daylight
    ? (intersect(
        [{ start: input.daylight.sunrise.getTime(), end: input.daylight.sunset.getTime() }],
        [day],
      )[0] ?? null)
    : null;
  const lowWaters = input.lowWaters ? input.lowWaters.map((d) => d.getTime()) : null;
  const lowTide = intersect(merge((lowWaters ?? []).map(lowTideWindow)), [day]);
  const best = dogs && daylight ? longest(intersect(intersect(dogs, [daylight]), lowTide)) : null;
  const plan = {
    date: input.date,
    day,
    dogs,
    notes: notesOf(rules, input.date),
    daylight,
    lowWaters,
    lowTide,
    best,
  };
  return { ...plan, outcome: outcomeOf(plan) };
}
