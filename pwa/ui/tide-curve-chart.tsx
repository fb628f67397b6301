import { useId } from 'react';
import {
  type CurveExtreme,
  type CurvePoint,
  clock,
  curvePaths,
  heightAt,
  heightTicks,
  hourTicks,
  metres,
  PLOT,
  type Scales,
  VIEW,
} from './tide-curve-geometry.ts';

interface TideCurveChartProps {
  points: CurvePoint[];
  extremes: CurveExtreme[];
  windows: { from: number; x: number; width: number }[];
  scales: Scales;
  now?: Date;
  label: string;
  summaryId: string;
}

/** SVG presentation attributes cannot read CSS variables; style properties can. */
const color = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;
const INK = color('gray.700');
const LABEL_TOP = 14;

/** The drawing itself: sand windows, gridlines, the curve, labelled highs and lows, now. */
export function TideCurveChart({
  points,
  extremes,
  windows,
  scales: s,
  now,
  label,
  summaryId,
}: TideCurveChartProps) {
  const gradientId = useId();
  const { line, area } = curvePaths(points, s);
  const nowMs = now?.getTime();
  const nowHeight = nowMs !== undefined && nowMs >= s.t0 && nowMs <= s.t1 ? heightAt(points, nowMs) : null;
  const clampX = (x: number) => Math.min(Math.max(x, PLOT.x0 + 14), PLOT.x1 - 14);

  return (
    <svg
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      width="100%"
      role="img"
      aria-label={label}
      aria-describedby={summaryId}
      // Past ~640 px the labels would grow larger than the card's own text.
      style={{
        display: 'block',
        overflow: 'visible',
        fontFamily: 'inherit',
        maxWidth: 640,
        margin: '0 auto',
      }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={color('sea.300')} stopOpacity={0.6} />
          <stop offset="100%" stopColor={color('sea.100')} stopOpacity={0.3} />
        </linearGradient>
      </defs>
      {windows.map((w) => (
        <rect
          key={w.from}
          data-testid="low-water-window"
          x={w.x}
          y={PLOT.y0}
          width={w.width}
          height={PLOT.y1 - PLOT.y0}
          rx={4}
          style={{ fill: color('sand.200'), opacity: 0.8 }}
        />
      ))}
      {heightTicks(s).map((t) => (
        <g key={t.label}>
          <line
            x1={PLOT.x0}
            x2={PLOT.x1}
            y1={t.y}
            y2={t.y}
            style={{ stroke: color('gray.200'), strokeWidth: 1 }}
          />
          <text x={PLOT.x0 - 5} y={t.y + 3.5} textAnchor="end" fontSize={9.5} style={{ fill: INK }}>
            {t.label}
          </text>
        </g>
      ))}
      <path d={area} style={{ fill: `url(#${gradientId})` }} />
      <path
        d={line}
        style={{ fill: 'none', stroke: color('sea.600'), strokeWidth: 2.25, strokeLinejoin: 'round' }}
      />
      {hourTicks(s).map((t) => (
        <g key={t.x}>
          <line
            x1={t.x}
            x2={t.x}
            y1={PLOT.y1}
            y2={PLOT.y1 + (t.label ? 5 : 3)}
            style={{ stroke: color('gray.400'), strokeWidth: 1 }}
          />
          {t.label && (
            <text x={t.x} y={PLOT.y1 + 15} textAnchor="middle" fontSize={9.5} style={{ fill: INK }}>
              {t.label}
            </text>
          )}
        </g>
      ))}
      {extremes.map((e) => {
        const x = s.x(Date.parse(e.time));
        const y = s.y(e.height);
        if (x < PLOT.x0 || x > PLOT.x1) return null;
        const tone = color(e.type === 'high' ? 'sea.700' : 'sand.700');
        return (
          <g key={e.time} data-testid={e.minor ? 'minor-extreme' : 'extreme'}>
            {!e.minor && (
              <>
                <line
                  x1={x}
                  x2={x}
                  y1={LABEL_TOP + 18}
                  y2={y - 5}
                  style={{ stroke: tone, strokeWidth: 1, strokeDasharray: '1 3' }}
                />
                <text
                  x={clampX(x)}
                  y={LABEL_TOP}
                  textAnchor="middle"
                  fontSize={11}
                  fontWeight={700}
                  style={{ fill: color('gray.900') }}
                >
                  {clock(e.time)}
                </text>
                <text
                  x={clampX(x)}
                  y={LABEL_TOP + 13}
                  textAnchor="middle"
                  fontSize={9.5}
                  style={{ fill: tone }}
                >
                  {metres(e.height)}
                </text>
              </>
            )}
            <circle
              cx={x}
              cy={y}
              r={e.minor ? 2.5 : 3.5}
              style={{ fill: e.minor ? 'white' : tone, stroke: tone, strokeWidth: 1.5 }}
            />
          </g>
        );
      })}
      {nowMs !== undefined && nowHeight !== null && (
        <g data-testid="now-marker">
          <line
            x1={s.x(nowMs)}
            x2={s.x(nowMs)}
            y1={PLOT.y0 - 4}
            y2={PLOT.y1 + 19}
            style={{ stroke: color('red.600'), strokeWidth: 1.5, strokeDasharray: '3 3' }}
          />
          <circle
            cx={s.x(nowMs)}
            cy={s.y(nowHeight)}
            r={4.5}
            style={{ fill: color('red.600'), stroke: 'white', strokeWidth: 2 }}
          />
          <text
            x={clampX(s.x(nowMs))}
            y={PLOT.y1 + 31}
            textAnchor="middle"
            fontSize={10}
            fontWeight={700}
            style={{ fill: color('red.700') }}
          >
            Now {clock(new Date(nowMs))}
          </text>
        </g>
      )}
    </svg>
  );
}
