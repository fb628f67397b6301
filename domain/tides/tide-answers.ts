/**
 * The three tide answers, built once for both sides: the API sends them as /api/tides,
 * /api/tides/curve and /api/tides/station, and the browser computes the same ones offline.
 */

import { parseCalendarDate } from '../clock/calendar-date.ts';
import { predictCurve, predictDay } from './predict-day.ts';
import type { TideSource } from './tide-source.ts';
import type { TideCurvePoint, TideExtreme } from './tide-station.ts';
import type { TideStationInfo } from './tide-station-info.ts';

const CURVE_STEP_MINUTES = 10;

/** Harmonic predictions hold for decades, but not for any year at all. */
const PREDICTED_YEARS = { first: 2000, last: 2099 } as const;

export interface TideCurveDay {
  points: TideCurvePoint[];
  extremes: TideExtreme[];
  station: TideStationInfo;
}

/** Why a date cannot be predicted (the API's own 400 messages), or null when it can. */
export function tideDateProblem(date: string): string | null {
  if (parseCalendarDate(date) === null) return 'date must be a real date as yyyy-MM-dd';
  const year = Number(date.slice(0, 4));
  if (year < PREDICTED_YEARS.first || year > PREDICTED_YEARS.last) {
    return `date must be between ${PREDICTED_YEARS.first} and ${PREDICTED_YEARS.last}`;
  }
  return null;
}

/** The day's high and low waters: the spec's plain list, `minor` on the stands of a double tide. */
export const tideDay = (source: TideSource, date: string): TideExtreme[] =>
  predictDay(source.station, date, source.correction);

/** The day's curve every CURVE_STEP_MINUTES, with its extremes and where they come from. */
export const tideCurveDay = (source: TideSource, date: string): TideCurveDay => ({
  points: predictCurve(source.station, date, CURVE_STEP_MINUTES, source.correction),
  extremes: tideDay(source, date),
  station: source.info,
});
