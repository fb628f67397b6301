/**
 * The one place that talks to @neaps/tide-predictor. Heights are lifted to chart datum with
 * offset = MSL − LAT, as the Neaps station API does, so they read like a tide table.
 */
import { createTidePredictor, type TidePrediction } from '@neaps/tide-predictor';
import type { TideStation, TideType } from './tide-station.ts';

/** A turning point before it is rounded and formatted. */
export interface RawExtreme {
  time: Date;
  type: TideType;
  /** Metres above chart datum. */
  level: number;
}

const predictors = new WeakMap<TideStation, TidePrediction>();

export function predictorFor(station: TideStation): TidePrediction {
  let predictor = predictors.get(station);
  if (!predictor) {
    predictor = createTidePredictor(station.harmonic_constituents, {
      offset: station.datums_m.MSL - station.datums_m.LAT,
    });
    predictors.set(station, predictor);
  }
  return predictor;
}

/**
 * Every high and low water in [start, end]. The library's default prominence floor (1 cm)
 * only removes numerical noise, so double tides come back whole.
 */
export function rawExtremes(station: TideStation, start: Date, end: Date): RawExtreme[] {
  return predictorFor(station)
    .getExtremesPrediction({ start, end })
    .map((e) => ({ time: e.time, type: e.high ? 'high' : 'low', level: e.level }));
}

const amplitude = (station: TideStation, name: string) =>
  station.harmonic_constituents.find((c) => c.name === name)?.amplitude ?? 0;

/**
 * Doodson's criterion, the one the predictor itself uses: where the quarter-diurnal
 * shallow-water tides (M4 + MS4) exceed a quarter of M2 the curve has double high or low
 * waters. In our set that is Weymouth, Swanage Pier and Bournemouth.
 */
export function isDoubleTideStation(station: TideStation): boolean {
  const m2 = amplitude(station, 'M2');
  return m2 > 0 && (amplitude(station, 'M4') + amplitude(station, 'MS4')) / m2 > 0.25;
}
