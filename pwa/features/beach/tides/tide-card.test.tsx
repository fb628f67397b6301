import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appSystem } from '../../../app/theme.ts';
import type { TideEntry } from '../../../data/queries/get-tides.ts';
import type { TideStation } from '../../../data/queries/get-tides-station.ts';
import { createQueryClient } from '../../../data/queries/query-client.ts';
import { buildApiBeach } from '../../../testing/factories.ts';
import { TideCard } from './tide-card.tsx';

const system = appSystem();

const croyde = buildApiBeach({ name: 'Croyde Bay', latitude: '51.1319', longitude: '-4.2364' });

const ATTRIBUTION =
  'Neaps tide database. Source: Hart-Davis, M., Dettmering, D., Seitz, F. (2025), TICON-4. Licensed CC BY 4.0.';
const ilfracombe: TideStation = {
  id: 'ticon/ilfracombe-ilf-gbr-bodc',
  name: 'Ilfracombe',
  distanceKm: 12.3,
  attribution: ATTRIBUTION,
  licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  doubleTide: false,
  note: 'Tide times and heights are predicted for Ilfracombe, 12 km away. Local high water may come at a different time and height.',
  secondaryPort: null,
};

/** A North Devon summer day (BST), shifted a day at a time by about 50 minutes as the real tide is. */
function dayOfTides(date: string): TideEntry[] {
  const shift = (Date.parse(`${date}T00:00:00Z`) - Date.parse('2026-07-15T00:00:00Z')) / 86_400_000;
  const at = (hhmm: string) =>
    new Date(Date.parse(`${date}T${hhmm}:00+01:00`) + shift * 50 * 60_000)
      .toISOString()
      .replace('.000Z', 'Z');
  return [
    { time: at('01:26'), type: 'low', height: 2.01 },
    { time: at('07:42'), type: 'high', height: 8.25 },
    { time: at('13:33'), type: 'low', height: 1.96 },
    { time: at('19:57'), type: 'high', height: 8.49 },
  ];
}

function curveOf(date: string, extremes: TideEntry[]) {
  const start = Date.parse(`${date}T00:00:00+01:00`);
  const points = Array.from({ length: 145 }, (_, i) => ({
    time: new Date(start + i * 600_000).toISOString(),
    height: 5 + 3 * Math.cos(((i * 10 - 462) / 745) * 2 * Math.PI),
  }));
  return { points, extremes, station: ilfracombe };
}

/**
 * The card's tides come from local-tides.ts (computed in the browser, tested against the API in
 * api/routes/tides/tides-offline.test.ts); here they are the synthetic days above, so each state
 * of the card can be set up. `asked` records the days predicted.
 */
const predictions = vi.hoisted(() => ({
  tides: (_date: string): unknown[] => [],
  station: null as unknown,
  outcome: 'ok' as 'ok' | 'fail' | 'pending',
  asked: [] as string[],
}));

vi.mock('../../../data/tides/local-tides.ts', () => {
  const answer = <T,>(value: () => T): Promise<T> =>
    predictions.outcome === 'pending'
      ? new Promise<T>(() => {})
      : predictions.outcome === 'fail'
        ? Promise.reject(new Error('No tide prediction for this point'))
        : Promise.resolve(value());
  return {
    loadedBeaches: () => [],
    localTides: (_lat: string, _lng: string, date: string) => {
      predictions.asked.push(`list ${date}`);
      return answer(() => predictions.tides(date));
    },
    localTideCurve: (_lat: string, _lng: string, date: string) => {
      predictions.asked.push(`curve ${date}`);
      return answer(() => curveOf(date, predictions.tides(date) as TideEntry[]));
    },
    localTideStation: () => answer(() => predictions.station),
  };
});

function predictTides({
  tides = dayOfTides as (date: string) => TideEntry[],
  station = ilfracombe,
  outcome = 'ok' as typeof predictions.outcome,
} = {}) {
  Object.assign(predictions, { tides, station, outcome, asked: [] });
  return predictions.asked;
}

function renderCard(beach = croyde) {
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={createQueryClient()}>
        <TideCard beach={beach} />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

const list = () => screen.getByRole('list', { name: 'High and low water' });
const listed = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

beforeEach(() => {
  // 10:00 BST on Wednesday 15 July 2026. Real time keeps flowing so MSW and waitFor work.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-07-15T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('<TideCard>', () => {
  it('shows the loading state while the tides are on their way', async () => {
    predictTides({ outcome: 'pending' });
    renderCard();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading tide times');
  });

  it('says when there are no tides for the place', async () => {
    predictTides({ outcome: 'fail' });
    renderCard();
    expect(await screen.findByText('Tide data unavailable for this location')).toBeInTheDocument();
  });

  it('says when the day has no tides', async () => {
    predictTides({ tides: () => [] });
    renderCard();
    expect(await screen.findByText('No tide data available for this date')).toBeInTheDocument();
  });

  it('lists the day’s 4 main tides, HH:mm and metres to 1 decimal, with the next one and the time until it', async () => {
    predictTides();
    renderCard();
    await screen.findByRole('list', { name: 'High and low water' });
    expect(listed()).toEqual([
      'Low 01:262.0 m',
      'High 07:428.3 m',
      'Low 13:332.0 m · next',
      'High 19:578.5 m',
    ]);
    expect(screen.getByTestId('next-tide')).toHaveTextContent('Low tide at 13:33');
    expect(screen.getByTestId('time-until')).toHaveTextContent('3h 33m');
    expect(screen.getByRole('heading', { name: 'Today, Wednesday 15 July' })).toBeInTheDocument();

    // The count-down moves on with the clock.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByTestId('time-until')).toHaveTextContent('3h 32m');
    await act(() => vi.advanceTimersByTimeAsync(3 * 3_600_000));
    expect(screen.getByTestId('time-until')).toHaveTextContent('32m');
  });

  it('leaves the stands of a double tide out of the list and says the tide is double', async () => {
    const weymouth: TideEntry[] = [
      { time: '2026-07-15T01:05:00+01:00', type: 'low', height: 0.4 },
      { time: '2026-07-15T04:25:00+01:00', type: 'high', height: 1.9, minor: true },
      { time: '2026-07-15T06:10:00+01:00', type: 'low', height: 1.7, minor: true },
      { time: '2026-07-15T08:29:00+01:00', type: 'high', height: 2.0 },
      { time: '2026-07-15T13:10:00+01:00', type: 'low', height: 0.3 },
      { time: '2026-07-15T16:40:00+01:00', type: 'high', height: 1.9, minor: true },
      { time: '2026-07-15T20:30:00+01:00', type: 'high', height: 2.1 },
      { time: '2026-07-15T23:55:00+01:00', type: 'low', height: 0.5 },
    ];
    predictTides({ tides: () => weymouth, station: { ...ilfracombe, name: 'Weymouth', doubleTide: true } });
    renderCard();
    await screen.findByRole('list', { name: 'High and low water' });
    expect(listed()).toEqual([
      'Low 01:050.4 m',
      'High 08:292.0 m',
      'Low 13:100.3 m · next',
      'High 20:302.1 m',
    ]);
    expect(screen.getByText('Double high and low waters here — see the curve')).toBeInTheDocument();
  });

  it('draws the day’s curve with now marked and the sand-walking hours in words', async () => {
    predictTides();
    renderCard();
    const curve = await screen.findByRole('img', {
      name: 'Tide curve for Croyde Bay, Today, Wednesday 15 July',
    });
    expect(within(curve).getByTestId('now-marker')).toHaveTextContent('Now 10:00');
    expect(within(curve).getAllByTestId('low-water-window')).toHaveLength(2);
    // The 01:26 low water is in the dark: only the afternoon's is suggested.
    expect(screen.getByTestId('sand-windows')).toHaveTextContent(
      'Best time for a walk on the sand12:03–15:03',
    );
  });

  it('gives the day’s sunrise and sunset at the beach, even when the tides cannot be had', async () => {
    predictTides({ outcome: 'fail' });
    renderCard();
    expect(await screen.findByTestId('daylight')).toHaveTextContent('Sunrise 05:19 · Sunset 21:26');
    expect(await screen.findByText('Tide data unavailable for this location')).toBeInTheDocument();
  });

  it('on a November day suggests the walk in daylight only, and says when low water is in the dark', async () => {
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    const november = (date: string): TideEntry[] =>
      date === '2026-11-22'
        ? [
            { time: '2026-11-22T03:31:00Z', type: 'low', height: 1.3 },
            { time: '2026-11-22T09:40:00Z', type: 'high', height: 8.2 },
            { time: '2026-11-22T15:55:00Z', type: 'low', height: 1.2 },
            { time: '2026-11-22T22:10:00Z', type: 'high', height: 8.0 },
          ]
        : [
            { time: `${date}T05:40:00Z`, type: 'low', height: 1.3 },
            { time: `${date}T11:50:00Z`, type: 'high', height: 8.2 },
            { time: `${date}T18:10:00Z`, type: 'low', height: 1.2 },
          ];
    predictTides({ tides: november });
    renderCard();
    expect(await screen.findByTestId('daylight')).toHaveTextContent('Sunrise 07:45 · Sunset 16:21');
    expect(await screen.findByTestId('sand-windows')).toHaveTextContent('14:25–16:21');

    fireEvent.click(screen.getByRole('button', { name: 'Tue 24 November' }));
    expect(await screen.findByRole('heading', { name: 'Tuesday 24 November' })).toBeInTheDocument();
    expect(await screen.findByText('None in daylight: low water comes in the dark')).toBeInTheDocument();
    expect(screen.getByTestId('daylight')).toHaveTextContent(/^Sunrise 07:4\d · Sunset 16:\d\d$/);
  });

  it('asks for the day picked on the week strip or in the date field', async () => {
    const asked = predictTides();
    renderCard();
    await screen.findByRole('img', { name: /^Tide curve/ });
    const today = screen.getByRole('button', { name: /Today 15 July/ });
    expect(today).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(6);

    fireEvent.click(screen.getByRole('button', { name: 'Fri 17 July' }));
    expect(await screen.findByRole('heading', { name: 'Friday 17 July' })).toBeInTheDocument();
    await screen.findByText('Low 03:06');
    expect(asked).toEqual(expect.arrayContaining(['list 2026-07-17', 'curve 2026-07-17']));
    expect(screen.getByRole('button', { name: 'Fri 17 July' })).toHaveAttribute('aria-pressed', 'true');
    // Another day has no count-down and no "now" on its curve.
    expect(screen.queryByTestId('next-tide')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Friday 17 July/ })).toBeInTheDocument();
    expect(screen.queryByTestId('now-marker')).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Or pick a date'), { target: { value: '2026-12-25' } });
    expect(await screen.findByRole('heading', { name: 'Friday 25 December' })).toBeInTheDocument();
    expect(asked).toEqual(expect.arrayContaining(['list 2026-12-25', 'curve 2026-12-25']));
    expect(screen.queryByRole('button', { pressed: true })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Or pick a date')).toHaveValue('2026-12-25');
  });

  it('after the day’s last tide, counts down to tomorrow’s first', async () => {
    vi.setSystemTime(new Date('2026-07-15T21:00:00Z')); // 22:00 BST
    const asked = predictTides();
    renderCard();
    expect(await screen.findByTestId('next-tide')).toHaveTextContent('Low tide tomorrow at 02:16');
    expect(screen.getByTestId('time-until')).toHaveTextContent('4h 16m');
    expect(asked).toContain('list 2026-07-16');
  });

  it('names the tide gauge, its note and the data’s attribution, and warns it is not for navigation', async () => {
    predictTides();
    renderCard();
    expect(await screen.findByText(ATTRIBUTION, { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Ilfracombe').closest('p')).toHaveTextContent(
      'Tides for Ilfracombe, 12.3 km away',
    );
    expect(screen.getByText(ilfracombe.note)).toBeInTheDocument();
    expect(screen.getByText(/Not for navigation/)).toBeInTheDocument();
  });
});
