import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appSystem } from '../app/theme.ts';
import { TideCurve } from './tide-curve.tsx';
import {
  type CurveExtreme,
  type CurvePoint,
  hourTicks,
  lowWaterWindows,
  makeScales,
  PLOT,
} from './tide-curve-geometry.ts';

const system = appSystem();

/** A clean semidiurnal day in BST: highs near 07:27 and 19:52, lows near 01:14 and 13:40. */
function dayOfTide(date = '2026-07-01', offset = '+01:00', hours = 24): CurvePoint[] {
  const start = Date.parse(`${date}T00:00:00${offset}`);
  const points: CurvePoint[] = [];
  for (let m = 0; m <= hours * 60; m += 10) {
    const h = 3.2 + 1.8 * Math.cos(((m - 447) / 745) * 2 * Math.PI);
    points.push({ time: new Date(start + m * 60_000).toISOString(), height: Math.round(h * 100) / 100 });
  }
  return points;
}

const extremes: CurveExtreme[] = [
  { time: '2026-07-01T01:14:00+01:00', type: 'low', height: 1.4 },
  { time: '2026-07-01T07:27:00+01:00', type: 'high', height: 5.0 },
  { time: '2026-07-01T13:40:00+01:00', type: 'low', height: 1.4 },
  { time: '2026-07-01T15:10:00+01:00', type: 'high', height: 1.6, minor: true },
  { time: '2026-07-01T19:52:00+01:00', type: 'high', height: 5.0 },
];

function renderCurve(props: Partial<Parameters<typeof TideCurve>[0]> = {}) {
  return render(
    <ChakraProvider value={system}>
      <TideCurve points={dayOfTide()} extremes={extremes} {...props} />
    </ChakraProvider>,
  );
}

describe('<TideCurve>', () => {
  it('is a named picture with a text summary of the tides and the sand windows', () => {
    renderCurve({ label: 'Tide curve for Croyde Bay, 1 July' });
    const picture = screen.getByRole('img', { name: 'Tide curve for Croyde Bay, 1 July' });
    expect(picture).toHaveAccessibleDescription(
      'Tides: low 01:14 (1.4 m), high 07:27 (5.0 m), low 13:40 (1.4 m), high 19:52 (5.0 m). ' +
        'Minor turning points of the double tide: high 15:10 (1.6 m). ' +
        'Sand uncovered around low water: 00:00–02:44, 12:10–15:10.',
    );
  });

  it('labels each main high and low with its HH:mm and height, but not the minor stand', () => {
    renderCurve();
    for (const time of ['01:14', '07:27', '13:40', '19:52'])
      expect(screen.getByText(time)).toBeInTheDocument();
    expect(screen.queryByText('15:10')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('extreme')).toHaveLength(4);
    expect(screen.getAllByTestId('minor-extreme')).toHaveLength(1);
    expect(screen.getAllByText('5.0 m')).toHaveLength(2);
  });

  it('shades a window around every main low water, as wide as asked', () => {
    renderCurve({ lowWaterWindowHours: 2 });
    expect(screen.getAllByTestId('low-water-window')).toHaveLength(2);
    expect(screen.getByText('Sand uncovered (±2 h of low water)')).toBeInTheDocument();
  });

  it('marks now on the curve and says whether the tide is rising or falling', () => {
    renderCurve({ now: new Date('2026-07-01T10:00:00+01:00') });
    expect(screen.getByTestId('now-marker')).toHaveTextContent('Now 10:00');
    expect(screen.getByRole('img').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Now 10:00: \d\.\d m, falling\./)).toBeInTheDocument();
  });

  it('leaves now off a day it is not in, and draws nothing without a curve', () => {
    renderCurve({ now: new Date('2026-07-02T10:00:00+01:00') });
    expect(screen.queryByTestId('now-marker')).not.toBeInTheDocument();
    const { container } = render(
      <ChakraProvider value={system}>
        <TideCurve points={[]} extremes={[]} />
      </ChakraProvider>,
    );
    expect(container.querySelector('svg')).toBeNull();
  });
});

describe('tide-curve geometry', () => {
  it('ticks every hour and labels every third, even on the 25-hour day', () => {
    const autumn = makeScales(dayOfTide('2026-10-25', '+01:00', 25));
    const ticks = hourTicks(autumn);
    expect(ticks).toHaveLength(26);
    expect(ticks.filter((t) => t.label).map((t) => t.label)).toEqual([
      '00',
      '03',
      '06',
      '09',
      '12',
      '15',
      '18',
      '21',
      '24',
    ]);
    const spring = hourTicks(makeScales(dayOfTide('2026-03-29', '+00:00', 23)));
    expect(spring).toHaveLength(24);
  });

  it('clips a low-water window at the edge of the day', () => {
    const s = makeScales(dayOfTide());
    const [first] = lowWaterWindows(extremes, 1.5, s);
    expect(first.from).toBe(s.t0);
    expect(first.x).toBeCloseTo(PLOT.x0);
  });
});
