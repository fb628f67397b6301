/**
 * A day's plan in words for dog owners (issue #31 item 3): "Sat 25 Apr: dogs all day, low tide
 * 13:12 — best 11:42–14:42 in daylight". Where we do not know (the rules, the tides) it says
 * so and names no time. Also the bar's description for screen readers.
 */

import { shortDayLabel } from '../clock/calendar-names.ts';
import { formatLondonTime } from '../common/format.ts';
import type { DayPlan, DayPlanNote, Interval } from './day-plan.ts';

/** "Sat 25 Apr" for a London date. */
export const planDayName = shortDayLabel;

/** HH:mm in London, to the nearest minute. */
const planClock = (instant: number) => formatLondonTime(new Date(Math.round(instant / 60_000) * 60_000));

/** "11:42–14:42" */
export const planSpan = ({ start, end }: Interval) => `${planClock(start)}–${planClock(end)}`;

/** "until 10:00", "from 18:00", "12:00–14:00": a stretch read against the day it lies in. */
function stretchWords(stretch: Interval, day: Interval): string {
  if (stretch.start <= day.start) return `until ${planClock(stretch.end)}`;
  if (stretch.end >= day.end) return `from ${planClock(stretch.start)}`;
  return planSpan(stretch);
}

function dogWords(plan: DayPlan): string {
  if (!plan.dogs) return 'rules not known';
  if (plan.dogs.length === 0) return 'no dogs all day';
  const [only] = plan.dogs;
  if (plan.dogs.length === 1 && only.start <= plan.day.start && only.end >= plan.day.end)
    return 'dogs all day';
  return `dogs ${plan.dogs.map((s) => stretchWords(s, plan.day)).join(' and ')}`;
}

function noteWords({ kind, zone, hours }: DayPlanNote): string {
  const what = kind === 'on-lead' ? (zone ? 'on a lead on part of the beach' : 'on a lead') : 'part closed';
  return hours ? `${what} ${hours.from}–${hours.to}` : what;
}

function lowWaterWords(plan: DayPlan): string {
  if (!plan.lowWaters) return 'tide times not known';
  const inDay = plan.lowWaters.filter((t) => t >= plan.day.start && t < plan.day.end);
  if (inDay.length === 0) return 'no low tide this day';
  return `low tide ${inDay.map(planClock).join(' and ')}`;
}

const VERDICTS: Record<Exclude<DayPlan['outcome'], 'best'>, string> = {
  'no-overlap': 'no low tide in daylight while dogs are allowed',
  'no-dogs': 'no time to go with a dog',
  'rules-unknown': 'check the signs before you go',
  'tides-unknown': 'no best time without tide times',
  'daylight-unknown': 'daylight not known, so no best time',
};

/** What the day comes to, in a few words: "best 11:42–14:42 in daylight". */
export function planVerdict(plan: DayPlan): string {
  if (plan.outcome === 'best' && plan.best) return `best ${planSpan(plan.best)} in daylight`;
  return VERDICTS[plan.outcome === 'best' ? 'no-overlap' : plan.outcome];
}

/** What the day holds, before its verdict: "dogs all day (on a lead), low tide 13:12". */
export function describePlanFacts(plan: DayPlan): string {
  const notes = plan.notes.map(noteWords).join(', ');
  const dogs = notes ? `${dogWords(plan)} (${notes})` : dogWords(plan);
  return `${dogs}, ${lowWaterWords(plan)}`;
}

/** The day's sentence, after its name. */
export const describePlanDay = (plan: DayPlan) => `${describePlanFacts(plan)} — ${planVerdict(plan)}`;

/** The bar in words, for a screen reader: each of its three lanes and the best stretch. */
export function describePlanBar(plan: DayPlan): string {
  const daylight = plan.daylight ? `Daylight ${planSpan(plan.daylight)}` : 'Daylight not known';
  const low = !plan.lowWaters
    ? 'Low tide not known'
    : plan.lowTide.length > 0
      ? `Low tide ${plan.lowTide.map(planSpan).join(' and ')}`
      : 'No low tide';
  const dogs = dogWords(plan);
  const best = plan.best ? `Best ${planSpan(plan.best)}` : 'No best time';
  return `${daylight}. ${dogs[0].toUpperCase()}${dogs.slice(1)}. ${low}. ${best}.`;
}
