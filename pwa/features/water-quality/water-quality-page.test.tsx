import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beachIndexEntry } from '../../../domain/beaches/listing.ts';
import type { WaterQuality } from '../../../domain/water-quality/water-quality-schema.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';
import { buildSampleHistory, buildWaterQuality } from '../../testing/water-quality-factory.ts';

// A fixed clock in November, out of season: the page's "now" is this.
const NOW = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();

const croyde = buildApiBeach({ name: 'Croyde Bay', location: 'North Devon' });
const woolacombe = buildApiBeach({ name: 'Woolacombe Beach', location: 'North Devon' });
const meadfoot = buildApiBeach({ name: 'Meadfoot Beach', location: 'Torbay' });
const sidmouth = buildApiBeach({ name: 'Sidmouth Jacobs Ladder', location: 'East Devon' });
const hidden = buildApiBeach({ name: 'Hidden Cove', location: 'South Devon' });

const record = (beachId: number, status: WaterQuality['status'], overrides: Partial<WaterQuality> = {}) =>
  buildWaterQuality({ beachId, status, statusDetails: `Sampling point for ${beachId}`, ...overrides });

/** One sample a day, oldest first, ending yesterday. */
const history = (beachId: number, statuses: WaterQuality['status'][]) =>
  statuses.map((status, i) =>
    buildSampleHistory(beachId, daysAgo(statuses.length - i), status, beachId * 10 + i),
  );

function serveData() {
  server.use(
    // The header asks who is signed in: nobody.
    http.get('/api/auth/user', () => HttpResponse.json(null)),
    http.get('/api/beaches/index', () =>
      HttpResponse.json([croyde, hidden, meadfoot, sidmouth, woolacombe].map(beachIndexEntry)),
    ),
    http.get('/api/water-quality', () =>
      HttpResponse.json([
        record(croyde.id, 'excellent', { sample: history(croyde.id, ['excellent'])[0].sample }),
        record(woolacombe.id, 'excellent'),
        record(meadfoot.id, 'sufficient'),
        record(sidmouth.id, 'poor', {
          sample: { sampledAt: '2026-09-29T09:05:00Z', eColi: null, enterococci: null },
        }),
      ]),
    ),
    http.get('/api/water-quality/history', ({ request }) => {
      expect(new URL(request.url).searchParams.get('days')).toBe('14');
      return HttpResponse.json([
        ...history(croyde.id, ['good', 'sufficient', 'excellent']),
        ...history(woolacombe.id, ['excellent', 'excellent', 'excellent']),
        ...history(meadfoot.id, ['good', 'poor', 'sufficient']),
      ]);
    }),
  );
}

const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('water quality page', () => {
  it('counts beaches per status, including beaches with no record as unknown', async () => {
    serveData();
    renderRoute('/water-quality');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bathing Water Quality' }),
    ).toBeInTheDocument();
    const summary = await screen.findByRole('list', { name: 'Beaches by water quality status' });
    const tile = (label: string) => within(summary).getByRole('button', { name: new RegExp(label) });
    expect(tile('Excellent')).toHaveTextContent('2Excellent');
    expect(tile('Good')).toHaveTextContent('0Good');
    expect(tile('Sufficient')).toHaveTextContent('1Sufficient');
    expect(tile('Poor')).toHaveTextContent('1Poor');
    expect(tile('Unknown')).toHaveTextContent('1Unknown');
  });

  it("shows each beach with its badge, its 3-day trend from samples and its data's own dates", async () => {
    serveData();
    renderRoute('/water-quality');
    await screen.findByRole('link', { name: 'Croyde Bay' });
    expect(screen.getByRole('link', { name: 'Croyde Bay' })).toHaveAttribute('href', '/beach/croyde-bay');
    await waitFor(() => expect(card('Croyde Bay')).toHaveTextContent(/3-day trend:\W*Improving/));
    expect(card('Croyde Bay')).toHaveTextContent('Water quality:Excellent');
    expect(card('Croyde Bay')).toHaveTextContent('2025 classification · Sample taken 20 Nov');
    expect(card('Croyde Bay')).not.toHaveTextContent(/checked/i);
    expect(card('Woolacombe Beach')).toHaveTextContent(/3-day trend:\W*Stable/);
    expect(card('Meadfoot Beach')).toHaveTextContent(/3-day trend:\W*Declining/);
    // A record but no sample in the window: no trend, and the card says why.
    expect(card('Sidmouth Jacobs Ladder')).toHaveTextContent(
      'No samples since 29 Sep — the bathing season runs 15 May to 30 September',
    );
    expect(card('Sidmouth Jacobs Ladder')).not.toHaveTextContent('3-day trend');
    expect(card('Hidden Cove')).toHaveTextContent('Water quality data unavailable for Hidden Cove');
    expect(card('Hidden Cove')).not.toHaveTextContent('3-day trend');
  });

  it('makes no trend from copies of the annual class, and says when one sample is too few', async () => {
    serveData();
    const copies = [3, 2, 1].map((days, i) => ({
      ...buildSampleHistory(woolacombe.id, daysAgo(days), 'excellent', 90 + i),
      sample: null,
    }));
    const [meadfootSample] = history(meadfoot.id, ['sufficient']);
    server.use(
      http.get('/api/water-quality', () =>
        HttpResponse.json([
          record(woolacombe.id, 'excellent'),
          record(meadfoot.id, 'sufficient', { sample: meadfootSample.sample }),
        ]),
      ),
      http.get('/api/water-quality/history', () => HttpResponse.json([...copies, meadfootSample])),
    );
    renderRoute('/water-quality');
    await waitFor(() =>
      expect(card('Woolacombe Beach')).toHaveTextContent(
        "No sample results held yet — the classification is the Environment Agency's 2025 one",
      ),
    );
    expect(card('Woolacombe Beach')).not.toHaveTextContent('Stable');
    expect(card('Meadfoot Beach')).toHaveTextContent(
      'One sample in the last 14 days (20 Nov): too few for a trend',
    );
  });

  it('promises no sample or trend when none is held, and names the water nearest a beach not on one', async () => {
    serveData();
    const mouthwell = buildApiBeach({
      name: 'Mouthwell Sands',
      location: 'South Devon',
      bathingWaterId: null,
      nearestBathingWater: { name: 'Hope Cove', distanceM: 476 },
    });
    server.use(
      http.get('/api/beaches/index', () => HttpResponse.json([woolacombe, mouthwell].map(beachIndexEntry))),
      http.get('/api/water-quality', () => HttpResponse.json([record(woolacombe.id, 'excellent')])),
      http.get('/api/water-quality/history', () => HttpResponse.json([])),
    );
    renderRoute('/water-quality');
    await screen.findByRole('link', { name: 'Mouthwell Sands' });
    expect(card('Mouthwell Sands')).toHaveTextContent(
      'The nearest Environment Agency bathing water is Hope Cove, 480 m away; this beach is not sampled itself.',
    );
    expect(card('Mouthwell Sands')).not.toHaveTextContent('not a designated');
    expect(card('Woolacombe Beach')).toHaveTextContent(
      "No sample results held yet — the classification is the Environment Agency's 2025 one",
    );
    expect(screen.getByText(/We hold no sample results yet\.$/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About this data' })).toHaveTextContent(
      'We hold no sample results yet, so no card shows a sample or a trend.',
    );
    expect(document.body).not.toHaveTextContent(/3-day trend|latest sample/i);
  });

  it('speaks of sample results once some are held', async () => {
    serveData();
    renderRoute('/water-quality');
    await waitFor(() => expect(card('Croyde Bay')).toHaveTextContent(/3-day trend/));
    expect(screen.getByText(/and the latest sample results we hold/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About this data' })).toHaveTextContent(
      'The 3-day trend compares the oldest and newest',
    );
  });

  it('shows a designated water the EA has not classified as unknown, with its details', async () => {
    serveData();
    const westBay = buildApiBeach({ name: 'West Bay East Beach', location: 'Dorset' });
    const unclassified =
      'East Beach at West Bay is a designated bathing water, not yet classified by the Environment Agency.';
    server.use(
      http.get('/api/beaches/index', () => HttpResponse.json([croyde, westBay].map(beachIndexEntry))),
      http.get('/api/water-quality', () =>
        HttpResponse.json([
          record(westBay.id, null, { classificationYear: null, statusDetails: unclassified }),
        ]),
      ),
    );
    renderRoute('/water-quality');
    await screen.findByRole('link', { name: 'West Bay East Beach' });
    expect(card('West Bay East Beach')).toHaveTextContent('Water quality:Unknown');
    expect(card('West Bay East Beach')).toHaveTextContent(unclassified);
    expect(card('West Bay East Beach')).not.toHaveTextContent('not a designated bathing water');
  });

  it('narrows the cards by name search and by location, and says when nothing matches', async () => {
    serveData();
    const user = userEvent.setup();
    const { router } = renderRoute('/water-quality');
    const search = await screen.findByRole('searchbox', { name: 'Search by beach name' });

    await user.type(search, 'beach');
    expect(screen.getByRole('link', { name: 'Woolacombe Beach' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Meadfoot Beach' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Croyde Bay' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=beach');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Torbay');
    expect(screen.getByRole('link', { name: 'Meadfoot Beach' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Woolacombe Beach' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No beaches found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('Showing 5 of 5 beaches')).toBeInTheDocument();
  });

  it('filters by status when a count is pressed, and back to all when pressed again', async () => {
    serveData();
    const user = userEvent.setup();
    renderRoute('/water-quality');
    const excellent = await screen.findByRole('button', { name: /Excellent/ });
    await user.click(excellent);
    expect(excellent).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing 2 of 2 matching beaches')).toBeInTheDocument();
    await user.click(excellent);
    expect(screen.getByText('Showing 5 of 5 beaches')).toBeInTheDocument();
  });

  it('shows the monitoring season and the Open Government Licence attribution', async () => {
    serveData();
    renderRoute('/water-quality');
    expect(
      await screen.findByText(
        /Bathing water is monitored by the Environment Agency from 15 May to 30 September/,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'About this data' })).toHaveTextContent(
      'Contains public sector information licensed under the Open Government Licence v3.0.',
    );
    expect(screen.getByRole('link', { name: 'Environment Agency bathing water profiles' })).toHaveAttribute(
      'href',
      'https://environment.data.gov.uk/bwq/profiles/',
    );
  });

  it('keeps statuses when the history fails, only without trends', async () => {
    serveData();
    server.use(http.get('/api/water-quality/history', () => HttpResponse.json({}, { status: 500 })));
    renderRoute('/water-quality');
    await screen.findByRole('link', { name: 'Croyde Bay' });
    expect(card('Croyde Bay')).toHaveTextContent('Water quality:Excellent');
    expect(card('Croyde Bay')).not.toHaveTextContent('3-day trend');
  });

  it('says the data is unavailable when the records cannot be loaded', async () => {
    serveData();
    server.use(http.get('/api/water-quality', () => new HttpResponse('boom', { status: 503 })));
    renderRoute('/water-quality');
    expect(await screen.findByText('Water quality data unavailable')).toBeInTheDocument();
    expect(screen.getByText('503: boom')).toBeInTheDocument();
  });
});
