/**
 * The lazily loaded half of local-tides.ts, in a chunk of its own: the station constants
 * (db/data/tide-stations-sw-england.json), the harmonic predictor and the domain/tides code
 * that serves /api/tides. Errors carry the API's own messages.
 */
import stationFile from '../../../db/data/tide-stations-sw-england.json' with { type: 'json' };
import type { GeoPoint } from '../../../domain/tides/coast-segments.ts';
import { tideCurveDay, tideDateProblem, tideDay } from '../../../domain/tides/tide-answers.ts';
import {
  type BeachTideRecord,
  NO_TIDES_HERE,
  nearestBeach,
  resolveTideSource,
} from '../../../domain/tides/tide-source.ts';
import { readTideStations } from '../../../domain/tides/tide-station.ts';

const stations = readTideStations(stationFile);

function sourceAt(point: GeoPoint, beaches: BeachTideRecord[]) {
  const source = resolveTideSource(point, nearestBeach(point, beaches), stations);
  if (!source) throw new Error(NO_TIDES_HERE);
  return source;
}

function checkDate(date: string) {
  const problem = tideDateProblem(date);
  if (problem) throw new RangeError(problem);
}

export function tidesAt(point: GeoPoint, date: string, beaches: BeachTideRecord[]) {
  checkDate(date);
  return tideDay(sourceAt(point, beaches), date);
}

export function tideCurveAt(point: GeoPoint, date: string, beaches: BeachTideRecord[]) {
  checkDate(date);
  return tideCurveDay(sourceAt(point, beaches), date);
}

export const tideStationAt = (point: GeoPoint, beaches: BeachTideRecord[]) => sourceAt(point, beaches).info;
