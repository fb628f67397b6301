/**
 * The beach page's "Best time to go" strip with Croyde Bay's real rule (no dogs 1 May–30 Sep) and
 * Saunton Sands next door (dogs all year): the week from today names Croyde's best time on
 * Saturday; the week from `at=2026-05-01T14:00` names none at Croyde and sends the owner to Saunton.
 * Tides are predicted in the browser, as on the phone.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApiBeach } from '../../../testing/factories.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { server } from '../../../testing/server.ts';

vi.mock('../../../ui/map/lazy-beach-map.tsx', () => ({
  LazyBeachMap: ({ label }: { label?: string }) => <section aria-label={label}>map</section>,
}));

const croyde = buildApiBeach({
  id: 71,
  slug: 'croyde-beach',
  name: 'Croyde Bay',
  latitude: '51.1319',
  longitude: '-4.2364',
  accessType: 'seasonal',
  dogRules: [{ kind: 'no-dogs', zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day' }],
});
const saunton = buildApiBeach({
  id: 72,
  slug: 'saunton-sands',
  name: 'Saunton Sands',
  latitude: '51.1161',
  longitude: '-4.22122',
  accessType: 'year-round',
  dogRules: [],
});
const beaches = [croyde, saunton];

beforeEach(() => {
  // Thursday 23 April 2026, 12:00 in London; only Date is faked so data loading runs normally.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-04-23T11:00:00Z'));
  server.use(
    http.get('/api/beaches', () => HttpResponse.json(beaches)),
    http.get('/api/beaches/:identifier', ({ params }) => {
      const beach = beaches.find((b) => b.slug === params.identifier);
      return beach
        ? HttpResponse.json(beach)
        : HttpResponse.json({ error: { code: 'not_found', message: 'Beach not found' } }, { status: 404 });
    }),
    http.get('/api/beaches/:id/*', () =>
      HttpResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }),
    ),
  );
});
afterEach(() => vi.useRealTimers());

const dayRow = async (date: string) => {
  const strip = await screen.findByRole(
    'list',
    { name: /^Best time to go at Croyde Bay/ },
    { timeout: 20_000 },
  );
  const row = within(strip)
    .getAllByRole('listitem')
    .find((item) => item.dataset.date === date);
  if (!row) throw new Error(`no row for ${date}`);
  return row;
};

// The whole page renders and the predictor's chunk loads: slow on a busy machine.
describe('Best time to go at Croyde Bay', { timeout: 45_000 }, () => {
  it('starts today and names Saturday’s best time, its bar described in words', async () => {
    renderRoute('/beach/croyde-beach');
    const strip = await screen.findByRole(
      'list',
      { name: /^Best time to go at Croyde Bay/ },
      { timeout: 20_000 },
    );
    expect(within(strip).getAllByRole('listitem')).toHaveLength(7);
    const saturday = await dayRow('2026-04-25');
    await waitFor(
      () =>
        expect(saturday).toHaveTextContent(
          /^Sat 25 Apr: dogs all day, low tide .* — best \d\d:\d\d–\d\d:\d\d in daylight/,
        ),
      {
        timeout: 20_000,
      },
    );
    expect(
      within(saturday).getByRole('img', {
        name: /^Daylight 06:\d\d–20:\d\d\. Dogs all day\. Low tide .*Best/,
      }),
    ).toBeInTheDocument();
    expect(within(saturday).queryByTestId('nearest-window')).toBeNull();
  });

  it('from at=2026-05-01T14:00: no time on 1 May, and Saunton Sands named with its distance and best time', async () => {
    renderRoute('/beach/croyde-beach?at=2026-05-01T14:00');
    const may = await dayRow('2026-05-01');
    await waitFor(
      () => expect(may).toHaveTextContent(/^Fri 1 May: no dogs all day, .* — no time to go with a dog/),
      {
        timeout: 20_000,
      },
    );
    expect(within(may).getByTestId('plan-sentence')).not.toHaveTextContent(/best/);
    const nearest = await within(may).findByText(/^Nearest with one:/, {}, { timeout: 20_000 });
    expect(nearest).toHaveTextContent(
      /^Nearest with one: Saunton Sands, 2\.\d km away — best \d\d:\d\d–\d\d:\d\d in daylight\.$/,
    );
    expect(within(nearest).getByRole('link', { name: 'Saunton Sands' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/beach\/saunton-sands\?at=2026-05-01T\d\d:\d\d$/),
    );
  });
});
