/**
 * Secondary-port differences, as almanacs publish them: high water at the small harbour
 * comes so many minutes after (or before) high water at the standard port, low water so
 * many minutes, and heights scale by a factor. Pure: the table lives in secondary-ports.ts.
 */
import { toLondonIso } from '../clock/london-time.ts';
import type { TideExtreme } from './tide-station.ts';

export interface SecondaryPortCorrection {
  /** Minutes added to every high water (negative: earlier). */
  highWaterMinutes: number;
  /** Minutes added to every low water. */
  lowWaterMinutes: number;
  /** Heights above chart datum are multiplied by this (default 1). */
  heightFactor?: number;
}

const round2 = (metres: number) => Math.round(metres * 100) / 100;

/** The extremes moved to the secondary port, still in time order. */
export function applySecondaryPort(
  extremes: TideExtreme[],
  correction: SecondaryPortCorrection,
): TideExtreme[] {
  const factor = correction.heightFactor ?? 1;
  return extremes
    .map((e) => {
      const minutes = e.type === 'high' ? correction.highWaterMinutes : correction.lowWaterMinutes;
      return {
        ...e,
        time: toLondonIso(new Date(Date.parse(e.time) + minutes * 60_000)),
        height: round2(e.height * factor),
      };
    })
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

/** The offsets in the form @neaps/tide-predictor applies to a curve (ratio heights). */
export function predictorOffsets(correction: SecondaryPortCorrection) {
  const factor = correction.heightFactor ?? 1;
  return {
    time: { high: correction.highWaterMinutes, low: correction.lowWaterMinutes },
    height: { high: factor, low: factor, type: 'ratio' as const },
  };
}

/** True when the correction changes nothing (a published "same as the standard port"). */
export const isIdentity = (c: SecondaryPortCorrection) =>
  c.highWaterMinutes === 0 && c.lowWaterMinutes === 0 && (c.heightFactor ?? 1) === 1;
