/**
 * The tide card's calendar: London dates as yyyy-MM-dd (what /api/tides takes), the week
 * the day picker offers and the words for a chosen day. A yyyy-MM-dd is a calendar date,
 * so its arithmetic is done in UTC, where no clock changes get in the way.
 */

import { MONTHS, WEEKDAYS } from '../../../../domain/clock/calendar-names.ts';

/** The picker's quick days: today and the next six. */
const PICKER_DAYS = 7;

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  const d = asUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface TideDay {
  date: string;
  /** "Sun" */
  weekday: string;
  /** "23" */
  day: string;
  /** "November" */
  month: string;
  isToday: boolean;
}

function tideDay(date: string, today: string): TideDay {
  const d = asUtc(date);
  return {
    date,
    weekday: WEEKDAYS[d.getUTCDay()].slice(0, 3),
    day: String(d.getUTCDate()),
    month: MONTHS[d.getUTCMonth()],
    isToday: date === today,
  };
}

/** Today and the following days, for the picker's buttons. */
export const pickerDays = (today: string, count = PICKER_DAYS) =>
  Array.from({ length: count }, (_, i) => tideDay(addDays(today, i), today));

/** "Today, Sunday 22 November", "Tomorrow, Monday 23 November", "Friday 1 January 2027". */
export function describeTideDay(date: string, today: string): string {
  const d = asUtc(date);
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  const long = `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}${sameYear ? '' : ` ${d.getUTCFullYear()}`}`;
  if (date === today) return `Today, ${long}`;
  if (date === addDays(today, 1)) return `Tomorrow, ${long}`;
  return long;
}

/** What `<input type="date">` may hold and /api/tides accepts. */
export const DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;

export const isPickableDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(asUtc(value).getTime()) &&
  asUtc(value).toISOString().startsWith(value) &&
  value >= DATE_RANGE.min &&
  value <= DATE_RANGE.max;
