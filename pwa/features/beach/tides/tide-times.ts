/** Reading the tide list (spec §9): HH:mm times, heights to 1 decimal, the next tide and time until it. */
import { londonClock } from '../../../../domain/clock/london-time.ts';
import { formatLondonTime } from '../../../../domain/common/format.ts';
import { type Daylight, sunClock } from '../../../../domain/tides/daylight.ts';
import { lowTideWindowsInDaylight } from '../../../../domain/tides/low-tide-windows.ts';
import type { TideEntry } from '../../../data/queries/get-tides.ts';

const isClockTime = (time: string) => /^\d{1,2}:\d{2}/.test(time);

/** HH:mm in London, whether the entry carries a full timestamp or a bare clock time. */
export function tideClock(time: string): string {
  if (isClockTime(time)) return time.slice(0, 5).padStart(5, '0');
  return formatLondonTime(time);
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

/** Spec §9: the card lists 4 tides. */
const TIDE_LIST_SIZE = 4;

/** The day's high and low waters without the stands of a double tide (those are for the curve). */
export const mainTides = (entries: TideEntry[]) => entries.filter((entry) => !entry.minor);

/** What the list shows: the first 4 main entries. */
export const listedTides = (entries: TideEntry[]) => mainTides(entries).slice(0, TIDE_LIST_SIZE);

/**
 * "13:05–16:05" around each main low water, cut to sunrise–sunset ("07:41–09:12"); windows in
 * the dark, or nearly so, are left out. No daylight known (`null`) means no suggestion.
 */
export function sandWindows(entries: TideEntry[], light: Daylight | null): string[] {
  if (!light) return [];
  const lows = mainTides(entries)
    .filter((entry) => entry.type === 'low' && !isClockTime(entry.time))
    .map((entry) => Date.parse(entry.time));
  return lowTideWindowsInDaylight(lows, light).map(
    ({ start, end }) => `${sunClock(new Date(start))}–${sunClock(new Date(end))}`,
  );
}

/** Said plainly where the water turns twice, so the list's 4 tides are not taken as the whole story. */
export function doubleTideNote(entries: TideEntry[], doubleTide: boolean): string | null {
  const minorTypes = new Set(entries.filter((entry) => entry.minor).map((entry) => entry.type));
  if (minorTypes.has('high') && minorTypes.has('low'))
    return 'Double high and low waters here — see the curve';
  if (minorTypes.has('high')) return 'Double high waters here — see the curve';
  if (minorTypes.has('low')) return 'Double low waters here — see the curve';
  return doubleTide ? 'Tides here can turn twice (double high or low waters) — see the curve' : null;
}
