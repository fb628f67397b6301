/**
 * Which turning points are "minor". Where shallow water distorts the tide (Weymouth,
 * Swanage, Bournemouth) the curve turns six to eight times a day: a double low water, or
 * a high water that stands, dips and rises again. Every one of those turning points is
 * real, so we keep them all and label the lesser ones instead of dropping them.
 *
 * The rule: the plain semidiurnal tide (M2, S2, N2, K2 only) turns exactly once high and
 * once low per 12.4-hour cycle. Each real turning point belongs to the nearest of those
 * semidiurnal highs or lows; within that group the highest high (or lowest low) is the
 * cycle's main tide and every other turning point is minor. A prominence filter would
 * drop the same stands, but which of two nearly equal lows it keeps is arbitrary; this rule
 * always keeps the lowest. At the eleven ordinary stations it marks nothing (tested over
 * all of 2026), so predictDay runs it only at the double-tide ones.
 */
import { createTidePredictor, type TidePrediction } from '@neaps/tide-predictor';
import { type RawExtreme, rawExtremes } from './harmonic-predictor.ts';
import type { TideStation } from './tide-station.ts';

const SEMIDIURNAL = new Set(['M2', 'S2', 'N2', 'K2']);
const HOUR_MS = 3_600_000;
/** Context either side of the window, so a group cut by midnight is judged whole. */
const CONTEXT_MS = 13 * HOUR_MS;
/** Two predictions of one turning point from different windows agree to well under a second. */
const SAME_TIME_MS = 60_000;

const semidiurnalPredictors = new WeakMap<TideStation, TidePrediction>();

function semidiurnalExtremes(station: TideStation, start: Date, end: Date) {
  let predictor = semidiurnalPredictors.get(station);
  if (!predictor) {
    const constituents = station.harmonic_constituents.filter((c) => SEMIDIURNAL.has(c.name));
    predictor = createTidePredictor(constituents, { offset: 0 });
    semidiurnalPredictors.set(station, predictor);
  }
  return predictor
    .getExtremesPrediction({ start, end })
    .map((e) => ({ time: e.time.getTime(), high: e.high }));
}

/** The main high and low of each semidiurnal cycle around [start, end], as instants (ms). */
function principalTimes(station: TideStation, start: Date, end: Date): number[] {
  const from = new Date(start.getTime() - CONTEXT_MS);
  const to = new Date(end.getTime() + CONTEXT_MS);
  const context = rawExtremes(station, from, to);
  const cycles = semidiurnalExtremes(
    station,
    new Date(from.getTime() - CONTEXT_MS),
    new Date(to.getTime() + CONTEXT_MS),
  );
  const best = new Map<number, RawExtreme>();
  let c = 0;
  for (const extreme of context) {
    const t = extreme.time.getTime();
    while (c < cycles.length - 1 && Math.abs(cycles[c + 1].time - t) <= Math.abs(cycles[c].time - t)) c++;
    const cycleIsHigh = cycles[c]?.high;
    if ((extreme.type === 'high') !== cycleIsHigh) continue;
    const current = best.get(c);
    const better =
      extreme.type === 'high'
        ? extreme.level > (current?.level ?? -Infinity)
        : extreme.level < (current?.level ?? Infinity);
    if (better) best.set(c, extreme);
  }
  return [...best.values()].map((e) => e.time.getTime());
}

/** The same extremes, with `minor` set on those that are not their cycle's main tide. */
export function markMinorExtremes(
  station: TideStation,
  extremes: RawExtreme[],
  start: Date,
  end: Date,
): (RawExtreme & { minor: boolean })[] {
  const principal = principalTimes(station, start, end);
  return extremes.map((e) => ({
    ...e,
    minor: !principal.some((t) => Math.abs(t - e.time.getTime()) < SAME_TIME_MS),
  }));
}
