/**
 * The hours around low water when the most sand is uncovered (as the tide curve shades them):
 * one definition for the tide card's "best time for a walk on the sand" and the week plan's
 * low-tide windows (domain/planning), so both name the same hours. Instants are epoch ms.
 */
import type { Daylight } from './daylight.ts';

/** A stretch of time, epoch milliseconds, the end excluded. */
export interface Interval {
  start: number;
  end: number;
}

/** Hours either side of low water. */
const SAND_WINDOW_HOURS = 1.5;

/** A window shorter than this once cut is not worth suggesting. */
const MIN_WINDOW_MINUTES = 30;

const HALF_WINDOW_MS = SAND_WINDOW_HOURS * 3_600_000;

/** The window around one low water, uncut. */
export const lowTideWindow = (lowWater: number): Interval => ({
  start: lowWater - HALF_WINDOW_MS,
  end: lowWater + HALF_WINDOW_MS,
});

/** Whether a stretch is long enough to suggest. */
export const longEnough = ({ start, end }: Interval) => end - start >= MIN_WINDOW_MINUTES * 60_000;

/** The windows around each low water, cut to sunrise–sunset; those in the dark, or nearly so, left out. */
export function lowTideWindowsInDaylight(lowWaters: readonly number[], light: Daylight): Interval[] {
  return lowWaters
    .map(lowTideWindow)
    .map(({ start, end }) => ({
      start: Math.max(light.sunrise.getTime(), start),
      end: Math.min(light.sunset.getTime(), end),
    }))
    .filter(longEnough);
}
