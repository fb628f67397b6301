import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import AnalyticsTab from './analytics-tab.tsx';

/** 30 London days ending 24 Nov 2026, with views on two of them. */
const days = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10);
  return { date, pageViews: date === '2026-11-20' ? 120 : date === '2026-11-24' ? 7 : 0 };
});

function analyticsApi(answer: object) {
  server.use(
    http.get('/api/admin/analytics', () => HttpResponse.json(answer)),
    http.get('/api/admin/jobs', () =>
      HttpResponse.json({
        retention: {
          lastStartedAt: '2026-11-24T03:00:00.000Z',
          lastFinishedAt: '2026-11-24T03:00:02.000Z',
          outcome: 'ok',
          result: { contactMessagesDeleted: 2, analyticsEventsDeleted: 310 },
        },
        retentionPolicy: { contactMessagesMonths: 12, analyticsEventsMonths: 26 },
      }),
    ),
  );
}

describe('Analytics', () => {
  it('draws page views per day with a summary and the same numbers in a table', async () => {
    analyticsApi({
      days,
      topBeaches: [{ slug: 'croyde-beach', name: 'Croyde Beach', views: 64 }],
      topSearches: [{ term: 'sidmouth', count: 5 }],
      topFilters: [],
      totals: { pageViews: 127, events: 140 },
    });
    renderComponent(<AnalyticsTab />);
    expect(
      await screen.findByRole('img', {
        name: 'Page views per day, 26 Oct to 24 Nov: 127 in total, the most 120 on 20 Nov.',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('page-view-bar')).toHaveLength(2);
    const byDay = screen.getByRole('table', { name: 'Page views by day' });
    expect(within(byDay).getAllByRole('row')).toHaveLength(31);
    expect(within(byDay).getByRole('row', { name: '20 Nov 120' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Top beaches viewed' })).getByRole('row', {
        name: 'Croyde Beach 64',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Top searches' })).getByRole('row', { name: 'sidmouth 5' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No filters used yet.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Retention job last ran 24 Nov 2026, 03:00. It removed 2 contact messages and 310 analytics events.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Contact messages are kept 12 months and analytics events 26 months/),
    ).toBeInTheDocument();
  });

  it('says when no page views were recorded, with no chart', async () => {
    analyticsApi({
      days: days.map((d) => ({ ...d, pageViews: 0 })),
      topBeaches: [],
      topSearches: [],
      topFilters: [],
      totals: { pageViews: 0, events: 0 },
    });
    renderComponent(<AnalyticsTab />);
    expect(await screen.findByText('No page views recorded in the last 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('No beach pages viewed yet.')).toBeInTheDocument();
  });
});
