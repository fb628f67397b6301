/**
 * The beach page's tides come from the browser, not /api/tides: with no tide handler at all
 * (and any request to /api/tides recorded), the card shows South Sands' real tides — Devonport's
 * plus Salcombe's 17 minutes, as the API gives them (api/routes/tides/tides.test.ts).
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApiBeach } from '../../../testing/factories.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { server } from '../../../testing/server.ts';

vi.mock('../../../ui/map/lazy-beach-map.tsx', () => ({
  LazyBeachMap: ({ label }: { label?: string }) => <section aria-label={label}>map</section>,
}));

const SALCOMBE_NOTE =
  'High water at Salcombe is about 17 minutes after Devonport (tidelines.org.uk pilot notes); times here are Devonport’s plus 17 minutes, low water moved by the same amount. Heights are Devonport’s.';

const southSands = buildApiBeach({
  id: 41,
  slug: 'south-sands-salcombe',
  name: 'South Sands',
  latitude: '50.2257',
  longitude: '-3.783',
  tideStationId: 'ticon/devonport-dev-gbr-bodc',
  tideNote: SALCOMBE_NOTE,
});

const asked: string[] = [];
const record = ({ request }: { request: Request }) => {
  asked.push(new URL(request.url).pathname);
};

beforeEach(() => {
  // 10:00 BST on 1 July 2026; only Date is faked so data loading runs normally.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T09:00:00Z'));
  asked.length = 0;
  server.events.on('request:start', record);
  server.use(
    http.get('/api/beaches/:identifier', ({ params }) =>
      params.identifier === southSands.slug
        ? HttpResponse.json(southSands)
        : HttpResponse.json({ error: { code: 'not_found', message: 'Beach not found' } }, { status: 404 }),
    ),
    // The other cards' data is not what this test is about.
    http.get(`/api/beaches/${southSands.id}/*`, () =>
      HttpResponse.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }),
    ),
  );
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  vi.useRealTimers();
});

describe('the beach page’s tides', () => {
  it('are predicted in the browser, with no request to /api/tides', async () => {
    renderRoute('/beach/south-sands-salcombe');
    const list = await screen.findByRole('list', { name: 'High and low water' }, { timeout: 10_000 });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Low 01:431.3 m', 'High 07:444.7 m', 'Low 13:551.3 m · next', 'High 20:005.0 m']);
    expect(screen.getByText('Devonport').closest('p')).toHaveTextContent('Tides for Devonport');
    expect(screen.getByText(SALCOMBE_NOTE)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /^Tide curve for South Sands/ })).toBeInTheDocument();

    expect(asked).toContain('/api/beaches/south-sands-salcombe');
    expect(asked.filter((path) => path.startsWith('/api/tides'))).toEqual([]);
  });
});
