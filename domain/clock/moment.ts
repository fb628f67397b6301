/**
 * A moment a dog owner plans for (issue #31 item 2): "Saturday at 14:00", carried in an address as
 * `at=2026-12-05T14:00` on the London wall clock. One parser for the API, the server's pages and
 * the phone, so each reads the same address as the same instant. No zod: the listing needs it on
 * the first visit.
 */
import { parseCalendarDate } from './calendar-date.ts';
import { londonClock, londonInstant } from './london-time.ts';

/** A planned moment on the London clock: its date and minutes past midnight. */
export interface PlannedMoment {
  /** yyyy-MM-dd */
  date: string;
  /** Minutes since London midnight (0–1439). */
  minutes: number;
  /** The instant the London clock reads that (the earlier one in the hour the clocks go back). */
  instant: Date;
}

const MOMENT_PATTERN = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/** `at=` read as London wall-clock time, or null when it is not a real date and time. */
export function parseMoment(value: string | null | undefined): PlannedMoment | null {
  if (typeof value !== 'string') return null;
  const match = MOMENT_PATTERN.exec(value);
  if (!match) return null;
  const date = parseCalendarDate(match[1]);
  if (!date) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return { date: match[1], minutes, instant: londonInstant(date.year, date.month, date.day, minutes) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The `at=` value for an instant: its London date and time to the minute. */
export function momentParam(instant: Date): string {
  const { year, month, day, minutes } = londonClock(instant);
  return `${year}-${pad(month)}-${pad(day)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
