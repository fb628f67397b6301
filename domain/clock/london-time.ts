/**
 * Tide tables are read on the clock of the beaches: Europe/London. A "day" is local midnight
 * to local midnight, so it lasts 23 hours on the last Sunday of March and 25 on the last
 * Sunday of October. Intl does the time-zone arithmetic; nothing here depends on the
 * machine's own zone.
 */
import { parseCalendarDate } from '../common/safe-fields.ts';

const MINUTE_MS = 60_000;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** Minutes London is ahead of UTC at that instant (0 in winter, 60 in summer). */
export function londonOffsetMinutes(instant: Date): number {
  const parts = wallClock.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / MINUTE_MS);
}

/** Parses yyyy-MM-dd; null when it is not a real calendar date. */
export function parseIsoDate(date: string): { year: number; month: number; day: number } | null {
  return parseCalendarDate(date);
}

function londonMidnight(year: number, month: number, day: number): Date {
  const guess = Date.UTC(year, month - 1, day);
  let instant = guess - londonOffsetMinutes(new Date(guess)) * MINUTE_MS;
  // Near a clock change the first guess can sit on the other side of it: settle once more.
  instant = guess - londonOffsetMinutes(new Date(instant)) * MINUTE_MS;
  return new Date(instant);
}

/** The instants of local midnight starting and ending that London date. */
export function londonDayRange(date: string): { start: Date; end: Date } {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${date}`);
  const { year, month, day } = parsed;
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return {
    start: londonMidnight(year, month, day),
    end: londonMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

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

/** The London date (yyyy-MM-dd) of an instant. */
export function londonIsoDate(instant: Date): string {
  return toLondonIso(instant).slice(0, 10);
}
