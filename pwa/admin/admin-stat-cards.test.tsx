import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '../testing/render-component.tsx';
import { server } from '../testing/server.ts';
import { AdminStatCards } from './admin-stat-cards.tsx';

const serveStats = (totalReviews: number, averageRating: number) =>
  server.use(
    http.get('/api/stats', () =>
      HttpResponse.json({ totalBeaches: 180, yearRoundBeaches: 90, totalReviews, averageRating }),
    ),
  );

/** The figure a card shows under its label. */
const figure = async (label: string) => (await screen.findByText(label)).nextElementSibling?.textContent;

describe('AdminStatCards', () => {
  it('shows no average before the first review, rather than 0.0 or a made-up figure', async () => {
    serveStats(0, 0);
    renderComponent(<AdminStatCards />);
    expect(await screen.findByText('180')).toBeInTheDocument();
    expect(await figure('Total Reviews')).toBe('0');
    expect(await figure('Avg Rating')).toBe('None yet');
  });

  it('shows the average the reviews give', async () => {
    serveStats(3, 4.3);
    renderComponent(<AdminStatCards />);
    expect(await screen.findByText('4.3')).toBeInTheDocument();
  });
});
