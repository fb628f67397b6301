/**
 * The drawing maths of <TideCurve>, kept pure so it can be tested without a DOM: scales
 * from (time, metres) to the SVG's own units, the curve's path, hour ticks, the low-water
 * windows and the sentence a screen reader hears instead of the picture.
 */
import { toLondonIso } from '../../domain/clock/london-time.ts';

export interface CurvePoint {
  time: string;
  height: number;
}

export interface CurveExtreme {
  time: string;
  type: 'high' | 'low';
  height: number;
  minor?: boolean;
}

/**
 * The SVG's coordinate box; it scales to the card's width and keeps this aspect ratio. The
 * top band holds the high/low labels, the bottom band the hours and the "now" label.
 */
export const VIEW = { width: 360, height: 204, left: 28, right: 12, top: 46, bottom: 38 } as const;
export const PLOT = {
  x0: VIEW.left,
  x1: VIEW.width - VIEW.right,
  y0: VIEW.top,
  y1: VIEW.height - VIEW.bottom,
};

const HOUR_MS = 3_600_000;

/** HH:mm on the London clock. */
export const clock = (time: string | Date) =>
  toLondonIso(typeof time === 'string' ? new Date(time) : time).slice(11, 16);
export const metres = (height: number) => `${height.toFixed(1)} m`;

export function makeScales(points: CurvePoint[]) {
  const t0 = Date.parse(points[0].time);
  const t1 = Date.parse(points[points.length - 1].time);
  const heights = points.map((p) => p.height);
  const floor = Math.min(0, Math.floor(Math.min(...heights)));
  const ceiling = Math.ceil(Math.max(...heights) + 0.2);
  const x = (ms: number) => PLOT.x0 + ((ms - t0) / (t1 - t0)) * (PLOT.x1 - PLOT.x0);
  const y = (m: number) => PLOT.y1 - ((m - floor) / (ceiling - floor)) * (PLOT.y1 - PLOT.y0);
  return { t0, t1, floor, ceiling, x, y };
}
export type Scales = ReturnType<typeof makeScales>;

export function curvePaths(points: CurvePoint[], s: Scales) {
  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${s.x(Date.parse(p.time)).toFixed(1)},${s.y(p.height).toFixed(1)}`)
    .join(' ');
  const area = `${line} L${PLOT.x1},${PLOT.y1} L${PLOT.x0},${PLOT.y1} Z`;
  return { line, area };
}

/** One tick per local hour, labelled every 3 hours ("24" at the closing midnight). */
export function hourTicks(s: Scales) {
  const ticks: { x: number; label: string | null }[] = [];
  const labelled = new Set<number>();
  for (let ms = s.t0; ms <= s.t1; ms += HOUR_MS) {
    const hour = Number(clock(new Date(ms)).slice(0, 2));
    let label: string | null = null;
    if (ms === s.t1) label = '24';
    // The repeated 01:00 of the autumn clock change gets a tick but no second label.
    else if (hour % 3 === 0 && !labelled.has(hour)) {
      labelled.add(hour);
      label = String(hour).padStart(2, '0');
    }
    ticks.push({ x: s.x(ms), label });
  }
  return ticks;
}

/** Whole-metre gridlines (every 2 or 4 m in the Bristol Channel's 12 m range); the top one carries the unit. */
export function heightTicks(s: Scales) {
  const range = s.ceiling - s.floor;
  const step = range > 12 ? 4 : range > 6 ? 2 : 1;
  const ticks: { y: number; label: string }[] = [];
  for (let m = s.floor; m <= s.ceiling; m += step) ticks.push({ y: s.y(m), label: `${m}` });
  ticks[ticks.length - 1].label += ' m';
  return ticks;
}

/** The hours either side of each main low water, when the most sand is uncovered. */
export function lowWaterWindows(extremes: CurveExtreme[], hours: number, s: Scales) {
  return extremes
    .filter((e) => e.type === 'low' && !e.minor)
    .map((e) => {
      const at = Date.parse(e.time);
      const from = Math.max(s.t0, at - hours * HOUR_MS);
      const to = Math.min(s.t1, at + hours * HOUR_MS);
      return { from, to, x: s.x(from), width: s.x(to) - s.x(from) };
    })
    .filter((w) => w.width > 0);
}

/** Height at an instant, by straight lines between the points. */
export function heightAt(points: CurvePoint[], ms: number): number | null {
  for (let i = 1; i < points.length; i++) {
    const a = Date.parse(points[i - 1].time);
    const b = Date.parse(points[i].time);
    if (ms >= a && ms <= b)
      return points[i - 1].height + ((ms - a) / (b - a)) * (points[i].height - points[i - 1].height);
  }
  return null;
}

const describe = (e: CurveExtreme) =>
  `${e.type === 'high' ? 'high' : 'low'} ${clock(e.time)} (${metres(e.height)})`;

/** What the curve shows, in words. */
export function curveSummary(
  points: CurvePoint[],
  extremes: CurveExtreme[],
  windows: { from: number; to: number }[],
  now: Date | undefined,
): string {
  const main = extremes.filter((e) => !e.minor);
  const minor = extremes.filter((e) => e.minor);
  const sentences = [
    main.length > 0 ? `Tides: ${main.map(describe).join(', ')}.` : 'No high or low water this day.',
  ];
  if (minor.length > 0)
    sentences.push(`Minor turning points of the double tide: ${minor.map(describe).join(', ')}.`);
  if (windows.length > 0) {
    const spans = windows.map((w) => `${clock(new Date(w.from))}–${clock(new Date(w.to))}`).join(', ');
    sentences.push(`Sand uncovered around low water: ${spans}.`);
  }
  const nowHeight = now ? heightAt(points, now.getTime()) : null;
  const later = now ? heightAt(points, now.getTime() + 10 * 60_000) : null;
  if (now && nowHeight !== null) {
    const trend = later === null ? '' : later > nowHeight ? ', rising' : ', falling';
    sentences.push(`Now ${clock(now)}: ${metres(nowHeight)}${trend}.`);
  }
  return sentences.join(' ');
}
