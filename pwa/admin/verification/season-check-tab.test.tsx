import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { SeasonCheckRow } from '../../../domain/dog-rules/season-check.ts';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import SeasonCheckTab from './season-check-tab.tsx';

const row = (overrides: Partial<SeasonCheckRow>): SeasonCheckRow => ({
  beachId: 3,
  beachName: 'Croyde Bay',
  beachSlug: 'croyde-beach',
  ruleIndex: 0,
  rule: { kind: 'no-dogs', zone: null, period: { from: '05-01', to: '09-30' }, hours: 'all-day' },
  nextSeasonStart: '2027-05-01',
  nextSeasonEnd: '2027-09-30',
  daysUntilStart: 155,
  inSeasonNow: false,
  lastConfirmed: null,
  orderExpires: null,
  confidence: 'low',
  flags: [{ code: 'press-report-only', reason: 'Rests on a press report only' }],
  ...overrides,
});

const answer = (rows: SeasonCheckRow[]) =>
  server.use(http.get('/api/admin/season-check', () => HttpResponse.json({ today: '2026-11-27', rows })));

describe('Season check', () => {
  it('lists seasonal rules soonest first with the days to go and what to check', async () => {
    answer([
      row({
        beachId: 9,
        beachName: 'Bude',
        beachSlug: 'bude',
        nextSeasonStart: '2027-03-26',
        daysUntilStart: 119,
        confidence: 'high',
        lastConfirmed: '2026-06-01',
        flags: [],
      }),
      row({}),
    ]);
    renderComponent(<SeasonCheckTab />);
    const table = await screen.findByRole('table', { name: 'Seasonal rules, soonest season first' });
    const [, bude, croyde] = within(table).getAllByRole('row');
    expect(bude).toHaveTextContent('Bude');
    expect(bude).toHaveTextContent('26 Mar 2027in 119 days');
    expect(bude).toHaveTextContent('Nothing to check');
    expect(croyde).toHaveTextContent('Croyde Bay');
    expect(croyde).toHaveTextContent('1 May 2027in 155 days');
    expect(croyde).toHaveTextContent('never');
    expect(croyde).toHaveTextContent('Rests on a press report only');
    expect(screen.getByText('1 to check')).toBeInTheDocument();
  });

  it('says when there are no seasonal rules', async () => {
    answer([]);
    renderComponent(<SeasonCheckTab />);
    expect(await screen.findByText('No seasonal rules.')).toBeInTheDocument();
  });
});
