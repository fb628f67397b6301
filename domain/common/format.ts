/** Display formats of spec §9, shared by every screen. Dates and times are London's (domain/clock). */

import { SHORT_MONTHS as MONTHS } from '../clock/calendar-names.ts';
import { type LondonMoment, londonClock } from '../clock/london-time.ts';

const at = (iso: string | Date) => londonClock(typeof iso === 'string' ? new Date(iso) : iso);
const pad = (n: number) => String(n).padStart(2, '0');

/** "Jan 5, 2025" (in Europe/London, where the beaches are). */
export function formatShortDate(iso: string | Date): string {
  const { year, month, day } = at(iso);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "12 Aug 2025", or "12 Aug" when the date is in the year of `now` (Europe/London). */
export function formatDayMonth(iso: string | Date, now?: Date): string {
  const { year, month, day } = at(iso);
  const words = `${day} ${MONTHS[month - 1]}`;
  return now && year === at(now).year ? words : `${words} ${year}`;
}

const clockTime = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** "14:05" on the London clock. */
export const formatLondonTime = (iso: string | Date) => clockTime(at(iso).minutes);

// The admin's and the water-quality notes' month words are the browser's (en-GB: "Sept"), as
// they were when Intl wrote the whole date; read in UTC, a calendar date's month is its own.
const monthWords = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
const monthWord = ({ year, month, day }: Pick<LondonMoment, 'year' | 'month' | 'day'>) =>
  monthWords.format(new Date(Date.UTC(year, month - 1, day)));

/** "25 Nov 2026, 14:05" (Europe/London). */
export function formatLondonDateTime(iso: string | Date): string {
  const moment = at(iso);
  return `${moment.day} ${monthWord(moment)} ${moment.year}, ${clockTime(moment.minutes)}`;
}

/** "25 Nov" from a London calendar day "2026-11-25" (no clock involved). */
export function formatDayLabel(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${monthWord({ year, month, day: date })}`;
}

/** Average rating to 1 decimal. */
export const formatRating = (rating: number) => rating.toFixed(1);

/** Metres under 1000, otherwise km to 1 decimal. */
export function formatDistance(metres: number): string {
  return metres < 1000 ? `${Math.round(metres)} m` : `${(metres / 1000).toFixed(1)} km`;
}

/**
 * A distance between two places, as precise as it is worth saying: "480 m" (to 10 m) under a
 * kilometre, "1.4 km" under 10 km, "34 km" beyond.
 */
export function formatRoundedDistance(metres: number): string {
  const tens = Math.round(metres / 10) * 10;
  if (tens < 1000) return `${tens} m`;
  const km = metres / 1000;
  return km < 9.95 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

const counts = new Intl.NumberFormat('en-GB');

/** A count grouped the British way: "1,234". */
export const formatCount = (count: number) => counts.format(count);

/** "1 review" / "1,234 reviews". */
export const pluralise = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
