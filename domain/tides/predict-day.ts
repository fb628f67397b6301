/**
 * A day of tides at a station, on the London clock: the high and low waters between local
 * midnight and the next (23 or 25 hours on clock-change days) and the curve between them.
 * Same code on the server (/api/tides) and, offline, in the browser.
 */

import { londonDayRange, toLondonIso } from '../clock/london-time.ts';
import {
  applySecondaryPort,
  isIdentity,
  predictorOffsets,
  type SecondaryPortCorrection,
} from './apply-secondary-port.ts';
import { isDoubleTideStation, predictorFor, rawExtremes } from './harmonic-predictor.ts';
import { markMinorExtremes } from './minor-extremes.ts';
import type { TideCurvePoint, TideExtreme, TideStation } from './tide-station.ts';

const MINUTE_MS = 60_000;
const round2 = (metres: number) => Math.round(metres * 100) / 100;

function extremesBetween(station: TideStation, start: Date, end: Date): TideExtreme[] {
  const raw = rawExtremes(station, start, end);
  // Only double-tide gauges have minor turning points (the tests check the other eleven
  // over a whole year), so the others skip the two extra predictions.
  const marked = isDoubleTideStation(station)
    ? markMinorExtremes(station, raw, start, end)
    : raw.map((e) => ({ ...e, minor: false }));
  return marked.map((e) => ({
    time: toLondonIso(e.time),
    type: e.type,
    height: round2(e.level),
    ...(e.minor ? { minor: true as const } : {}),
  }));
}

/**
 * The day's high and low waters (yyyy-MM-dd, Europe/London), in time order. With a
 * secondary-port correction the gauge's tides are computed over a wider window, shifted,
 * and cut back to the local day, so a high water just before midnight at the gauge lands
 * on the right date at the beach.
 */
export function predictDay(
  station: TideStation,
  date: string,
  correction?: SecondaryPortCorrection,
): TideExtreme[] {
  const { start, end } = londonDayRange(date);
  if (!correction || isIdentity(correction)) return extremesBetween(station, start, end);
  const margin =
    (Math.max(Math.abs(correction.highWaterMinutes), Math.abs(correction.lowWaterMinutes)) + 60) * MINUTE_MS;
  const wide = extremesBetween(station, new Date(start.getTime() - margin), new Date(end.getTime() + margin));
  return applySecondaryPort(wide, correction).filter((e) => {
    const t = Date.parse(e.time);
    return t >= start.getTime() && t < end.getTime();
  });
}

/**
 * Heights every `stepMinutes` (a divisor of 60) from local midnight to the next, both ends included, for
 * drawing the day's curve. Secondary-port differences are interpolated between the
 * shifted high and low waters, as the predictor does for subordinate stations.
 */
export function predictCurve(
  station: TideStation,
  date: string,
  stepMinutes = 10,
  correction?: SecondaryPortCorrection,
): TideCurvePoint[] {
  // The predictor lays its grid on whole multiples of the step since 1970, so only steps
  // that divide an hour land on local midnight (London's offset is whole hours).
  if (!Number.isInteger(stepMinutes) || stepMinutes < 1 || 60 % stepMinutes !== 0) {
    throw new RangeError('stepMinutes must divide an hour (1, 2, 5, 10, 15, 30, 60…)');
  }
  const { start, end } = londonDayRange(date);
  const offsets = correction && !isIdentity(correction) ? predictorOffsets(correction) : undefined;
  return predictorFor(station)
    .getTimelinePrediction({ start, end, timeFidelity: stepMinutes * 60, offsets })
    .map((p) => ({ time: toLondonIso(p.time), height: round2(p.level) }));
}
