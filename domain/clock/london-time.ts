/**
 * The clock of the beaches: Europe/London. Every question of what day or time it is there (now,
 * today, at a given moment) is answered here, so the dog rules, the tide tables, the
 * water-quality days and the admin's dates all agree. A "day" is local midnight to local
 * midnight, so it lasts 23 hours on the last Sunday of March and 25 on the last Sunday of
 * October. Intl does the time-zone arithmetic, and this is the one place that asks it about
 * London; nothing here depends on the machine's own zone.
 */
import { parseCalendarDate } from './calendar-date.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A date and time on the London wall clock, to the minute. */
export interface LondonMoment {
  year: number;
  month: number;
  day: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** What the London wall clock reads at an instant. */
export function londonClock(instant: Date): LondonMoment {
  const parts = wallClock.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    minutes: get('hour') * 60 + get('minute'),
  };
}

/** Days since 1970-01-01 of a calendar date (plain calendar arithmetic, no clock). */
export const dayNumber = (year: number, month: number, day: number) =>
  Math.round(Date.UTC(year, month - 1, day) / DAY_MS);

// The date changes only at a minute's turn; reading London's clock for each of 180 beaches on
// every listing took 4 ms a request.
let lastMinute = { minute: Number.NaN, day: 0 };

/** The day number (days since 1970-01-01) of an instant's London date. */
export function londonDayNumber(instant: Date): number {
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  if (minute !== lastMinute.minute) {
    const { year, month, day } = londonClock(instant);
    lastMinute = { minute, day: dayNumber(year, month, day) };
  }
  return lastMinute.day;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The London date (yyyy-MM-dd) of an instant. */
export function londonIsoDate(instant: Date): string {
  const { year, month, day } = londonClock(instant);
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** An instant's London wall-clock reading, as if it were UTC (to the minute). */
function londonWall(instant: number): number {
  const { year, month, day, minutes } = londonClock(new Date(instant));
  return Date.UTC(year, month - 1, day, 0, minutes);
}

/** Minutes London is ahead of UTC at that instant (0 in winter, 60 in summer). */
export function londonOffsetMinutes(instant: Date): number {
  const minute = Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS;
  return (londonWall(minute) - minute) / MINUTE_MS;
}

/**
 * The first instant at which the London clock reads `minutes` past midnight on the given date
 * (1440 is the next midnight). In the hour the clocks go back it reads the same twice: the
 * earlier is taken. In the hour British Summer Time skips it never does: the instant an hour
 * earlier, so that nothing counted from this moment comes before it.
 */
export function londonInstant(year: number, month: number, day: number, minutes: number): Date {
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  // London's clock changes at most once a day: read it as it was a day before and a day after.
  const before = wall - londonOffsetMinutes(new Date(wall - DAY_MS)) * MINUTE_MS;
  const after = wall - londonOffsetMinutes(new Date(wall + DAY_MS)) * MINUTE_MS;
  if (before === after) return new Date(before);
  const shown = [before, after].filter((instant) => londonWall(instant) === wall);
  return new Date(shown.length > 0 ? Math.min(...shown) : Math.min(before, after));
}

/** The instants of local midnight starting and ending that London date (yyyy-MM-dd). */
export function londonDayRange(date: string): { start: Date; end: Date } {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${date}`);
  const { year, month, day } = parsed;
  return { start: londonInstant(year, month, day, 0), end: londonInstant(year, month, day, 24 * 60) };
}

/**
 * ISO 8601 in London time with its offset, cut to the whole minute as a clock shows it
 * (the reference tables in shared/data do the same): "2026-07-01T07:27:00+01:00".
 */
export function toLondonIso(instant: Date): string {
  const minute = new Date(Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS);
  const offset = londonOffsetMinutes(minute);
  const local = new Date(minute.getTime() + offset * MINUTE_MS).toISOString().slice(0, 16);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${local}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
