/**
 * A planned moment in words (issue #31 item 2): "Sat 25 Apr, 14:00", and the days a dog owner
 * picks from first: Today, Tomorrow and the coming weekend. Plain arithmetic on London dates, no
 * Intl: the server's page and the phone that hydrates it must spell them alike.
 */

import { shortDayLabel } from './calendar-names.ts';
import { dayNumber, londonClock } from './london-time.ts';
import type { PlannedMoment } from './moment.ts';

const DAY_MS = 86_400_000;
const SATURDAY = 6;

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (day: number) => new Date(day * DAY_MS);
const isoOf = (day: number) => dateOf(day).toISOString().slice(0, 10);

const dayWords = shortDayLabel;

/** "14:00" for minutes past midnight. */
export const clockWords = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** "Sat 25 Apr, 14:00". */
export const momentWords = (moment: Pick<PlannedMoment, 'date' | 'minutes'>) =>
  `${dayWords(moment.date)}, ${clockWords(moment.minutes)}`;

export interface DayChoice {
  /** yyyy-MM-dd */
  date: string;
  label: string;
}

/**
 * Today, Tomorrow, then the coming Saturday and Sunday by name ("Sat 25 Apr"), each day once:
 * on a Friday the Saturday is Tomorrow, on a weekend the coming one is the next.
 */
export function dayChoices(now: Date): DayChoice[] {
  const { year, month, day } = londonClock(now);
  const today = dayNumber(year, month, day);
  const weekday = dateOf(today).getUTCDay();
  const saturday = today + ((SATURDAY - weekday + 7) % 7 || 7);
  const days: [number, string | null][] = [
    [today, 'Today'],
    [today + 1, 'Tomorrow'],
    [weekday === 0 ? today + SATURDAY : saturday, null],
    [weekday === 0 ? today + SATURDAY + 1 : saturday + 1, null],
  ];
  const seen = new Set<number>();
  return days
    .filter(([d]) => !seen.has(d) && seen.add(d))
    .map(([d, label]) => ({ date: isoOf(d), label: label ?? dayWords(isoOf(d)) }));
}
