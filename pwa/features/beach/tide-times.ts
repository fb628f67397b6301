/** Reading the tide list (spec §9): HH:mm times, heights to 1 decimal, the next tide and time until it. */
import { londonClock } from '../../../domain/dog-access-now.ts';
import type { TideEntry } from './api/get-tides.ts';

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day's date in London as yyyy-MM-dd (what /api/tides expects). */
export function londonIsoDate(now: Date): string {
  const { year, month, day } = londonClock(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const isClockTime = (time: string) => /^\d{1,2}:\d{2}/.test(time);

/** HH:mm in London, whether the entry carries a full timestamp or a bare clock time. */
export function tideClock(time: string): string {
  if (isClockTime(time)) return time.slice(0, 5).padStart(5, '0');
  return timeFormat.format(new Date(time));
}

/** Minutes from London midnight of `now`'s day (a bare clock time means that day). */
function minutesOf(time: string, now: Date): number {
  if (isClockTime(time)) {
    const [h, m] = time.split(':').map(Number);
    return h * 60 + m;
  }
  return londonClock(now).minutes + Math.round((new Date(time).getTime() - now.getTime()) / 60_000);
}

/** The first tide after now, with the minutes until it. */
export function nextTide(entries: TideEntry[], now: Date): { entry: TideEntry; minutesUntil: number } | null {
  const nowMinutes = londonClock(now).minutes;
  for (const entry of entries) {
    const until = minutesOf(entry.time, now) - nowMinutes;
    if (until > 0) return { entry, minutesUntil: until };
  }
  return null;
}

/** "2h 15m", "45m". */
export function formatTimeUntil(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

export const formatHeight = (metres: number) => `${metres.toFixed(1)} m`;
