/**
 * Page views per day as SVG bars (no chart library: a first-party drawing like the tide curve).
 * The picture has one accessible name that sums it up; the same numbers are in the table beside it.
 */
import { useEffect, useRef, useState } from 'react';
import { formatCount, formatDayLabel } from '../../../domain/common/format.ts';

export interface DayViews {
  date: string;
  pageViews: number;
}

const HEIGHT = 220;
/** The plot inside the drawing; the right edge follows the drawing's width. */
const PLOT = { x0: 40, right: 12, y0: 12, y1: 184 };
const color = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;

/** The axis's step: 1, 1.5, 2, 3 or 5 × 10ⁿ (a whole number), so that four steps reach the busiest day (whole numbers only). */
function tickStep(max: number): number {
  const need = Math.max(max, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(need));
  const step = [1, 1.5, 2, 3, 5, 10].find((s) => s * power >= need && Number.isInteger(s * power)) ?? 10;
  return Math.max(1, step * power);
}

/** "Page views per day, 26 Oct to 24 Nov: 1,234 in total, the most 120 on 20 Nov." */
function summariseViews(days: DayViews[]): string {
  const total = days.reduce((sum, d) => sum + d.pageViews, 0);
  const span = days.length
    ? `, ${formatDayLabel(days[0].date)} to ${formatDayLabel(days[days.length - 1].date)}`
    : '';
  if (total === 0) return `Page views per day${span}: none recorded.`;
  const busiest = days.reduce((a, b) => (b.pageViews > a.pageViews ? b : a));
  return `Page views per day${span}: ${formatCount(total)} in total, the most ${formatCount(busiest.pageViews)} on ${formatDayLabel(busiest.date)}.`;
}

/**
 * The drawing is as wide as its box, one unit to a CSS pixel, so its labels keep their size on a
 * phone and on a wide screen (a fixed viewBox would shrink them to 5 px on a phone).
 */
function useBoxWidth(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.max(240, Math.round(entry.contentRect.width))),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export function PageViewsChart({ days }: { days: DayViews[] }) {
  const { ref, width } = useBoxWidth(640);
  const x1 = width - PLOT.right;
  const step = tickStep(Math.max(0, ...days.map((d) => d.pageViews)));
  const top = step * 4;
  const slot = (x1 - PLOT.x0) / Math.max(days.length, 1);
  const y = (v: number) => PLOT.y1 - (v / top) * (PLOT.y1 - PLOT.y0);
  const ticks = [0, step, 2 * step, 3 * step, top];
  // A date under every 7th bar, counted back from the last day so today is always labelled; on a
  // narrow chart the one before it is left out when it would run into the last (drawn to the edge).
  const last = days.length - 1;
  const labelled = (i: number) => (last - i) % 7 === 0 && (i === last || (last - i + 0.5) * slot > 75);

  return (
    <div ref={ref} style={{ minWidth: 0 }}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={summariseViews(days)}
        style={{ display: 'block', fontFamily: 'inherit' }}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PLOT.x0} x2={x1} y1={y(t)} y2={y(t)} style={{ stroke: color('gray.200') }} />
            <text
              x={PLOT.x0 - 6}
              y={y(t) + 4}
              textAnchor="end"
              fontSize={12}
              style={{ fill: color('gray.700') }}
            >
              {formatCount(t)}
            </text>
          </g>
        ))}
        {days.map((d, i) => {
          const h = PLOT.y1 - y(d.pageViews);
          const x = PLOT.x0 + i * slot;
          return (
            <g key={d.date}>
              {d.pageViews > 0 && (
                <rect
                  data-testid="page-view-bar"
                  x={x + slot * 0.15}
                  y={PLOT.y1 - h}
                  width={slot * 0.7}
                  height={Math.max(h, 1)}
                  rx={2}
                  style={{ fill: color('sea.600') }}
                />
              )}
              {labelled(i) && (
                <text
                  x={i === days.length - 1 ? x + slot : x + slot / 2}
                  y={PLOT.y1 + 18}
                  textAnchor={i === days.length - 1 ? 'end' : 'middle'}
                  fontSize={12}
                  style={{ fill: color('gray.700') }}
                >
                  {formatDayLabel(d.date)}
                </text>
              )}
            </g>
          );
        })}
        <line x1={PLOT.x0} x2={x1} y1={PLOT.y1} y2={PLOT.y1} style={{ stroke: color('gray.500') }} />
      </svg>
    </div>
  );
}
