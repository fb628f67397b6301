/**
 * The tide at one instant, read off a day's predicted curve (issue #31 item 2): how high, and
 * whether it is coming in or going out, for a beach card at a planned moment ("Tide rising,
 * 3.2 m"). The curve is the one the tide card draws (predictCurve, every 10 minutes); between two
 * of its points the height is taken on the straight line joining them.
 */
import type { TideCurvePoint } from './tide-station.ts';

export interface TideAtMoment {
  /** Metres above chart datum, to one decimal, as the cards show it. */
  height: number;
  direction: 'rising' | 'falling';
}

/** The tide at `at`, or null when the curve does not cover that instant. */
export function tideAtMoment(points: readonly TideCurvePoint[], at: Date): TideAtMoment | null {
  const t = at.getTime();
  for (let i = 1; i < points.length; i += 1) {
    const from = Date.parse(points[i - 1].time);
    const to = Date.parse(points[i].time);
    // On a point, the way the tide goes from it (the next stretch), unless it is the last.
    const later = t > to || (t === to && i < points.length - 1);
    if (t < from || later || to <= from) continue;
    const a = points[i - 1].height;
    const b = points[i].height;
    const height = a + ((b - a) * (t - from)) / (to - from);
    return { height: Math.round(height * 10) / 10, direction: b >= a ? 'rising' : 'falling' };
  }
  return null;
}
