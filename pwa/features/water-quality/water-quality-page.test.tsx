import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const croyde = buildApiBeach({ name: 'Croyde Bay', location: 'North Devon' });
const woolacombe = buildApiBeach({ name: 'Woolacombe Beach', location: 'North Devon' });
const meadfoot = buildApiBeach({ name: 'Meadfoot Beach', location: 'Torbay' });
const sidmouth = buildApiBeach({ name: 'Sidmouth Jacobs Ladder', location: 'East Devon' });
const hidden = buildApiBeach({ name: 'Hidden Cove', location: 'South Devon' });

// Fixed before the page renders, so the page's "now" is later than it.
const TWO_DAYS_AGO = daysAgo(2);

const record = (beachId: number, status: string, lastChecked = TWO_DAYS_AGO) => ({
  beachId,
  status,
  waterQualityStatus: status,
  statusDetails: `Sampling point for ${beachId}`,
  stormOverflowActive: false,
  lastChecked,
  dataSource: 'ea_sample',
});

const history = (beachId: number, statuses: string[]) =>
  statuses.map((status, i) => ({
    id: beachId * 10 + i,
    beachId,
    status,
    waterQualityStatus: status,
    recordedAt: daysAgo(statuses.length - i),
  }));

function serveData() {
  server.use(
    // The header asks who is signed in: nobody.
    http.get('/api/auth/user', () =>
      HttpResponse.json({ error: { code: 'unauthorized', message: 'Sign in' } }, { status: 401 }),
    ),
    http.get('/api/beaches', () => HttpResponse.json([croyde, hidden, meadfoot, sidmouth, woolacombe])),
    http.get('/api/water-quality', () =>
      HttpResponse.json([
        record(croyde.id, 'excellent'),
        record(woolacombe.id, 'excellent'),
        record(meadfoot.id, 'sufficient'),
        record(sidmouth.id, 'poor'),
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

  it('shows each beach with its badge, 3-day trend and freshness, linking to the beach', async () => {
    serveData();
    renderRoute('/water-quality');
    await screen.findByRole('link', { name: 'Croyde Bay' });
    expect(screen.getByRole('link', { name: 'Croyde Bay' })).toHaveAttribute('href', '/beach/croyde-bay');
    await waitFor(() => expect(card('Croyde Bay')).toHaveTextContent(/3-day trend:\W*Improving/));
    expect(card('Croyde Bay')).toHaveTextContent('Water quality:Excellent');
    expect(card('Croyde Bay')).toHaveTextContent('Checked 2 days ago');
    expect(card('Woolacombe Beach')).toHaveTextContent(/3-day trend:\W*Stable/);
    expect(card('Meadfoot Beach')).toHaveTextContent(/3-day trend:\W*Declining/);
    // A record but no history: fewer than 2 points, so stable.
    expect(card('Sidmouth Jacobs Ladder')).toHaveTextContent(/3-day trend:\W*Stable/);
    expect(card('Hidden Cove')).toHaveTextContent('Water quality data unavailable for Hidden Cove');
    expect(card('Hidden Cove')).not.toHaveTextContent('3-day trend');
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
