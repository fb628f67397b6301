import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { beachApiHandlers } from '../../testing/beach-api-handlers.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';

const torbay = Array.from({ length: 30 }, (_, i) =>
  buildApiBeach({
    name: `Torbay Cove ${String(i + 1).padStart(2, '0')}`,
    location: 'Torbay',
    hasParking: i % 2 === 0,
  }),
);
const devon = Array.from({ length: 5 }, (_, i) =>
  buildApiBeach({ name: `North Sands ${i + 1}`, location: 'North Devon' }),
);

function setup(path: string) {
  server.use(...beachApiHandlers([...torbay, ...devon]));
  return renderRoute(path);
}

describe('the beach listing', () => {
  it('shows 24 per page with the "Showing X to Y of Z" line', async () => {
    setup('/beaches');
    expect(await screen.findByText('Showing 1 to 24 of 35 beaches')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^(Torbay Cove|North Sands)/ })).toHaveLength(24);
  });

  it('reads filters from the query string', async () => {
    setup('/beaches?location=Torbay&hasParking=true');
    expect(await screen.findByText('Showing 1 to 15 of 15 beaches')).toBeInTheDocument();
    expect(screen.getByLabelText('Location')).toHaveValue('Torbay');
    expect(screen.getByRole('button', { name: 'Parking' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('writes filter changes to the query string and goes back to page 1', async () => {
    const { router } = setup('/beaches?page=2');
    await screen.findByText('Showing 25 to 35 of 35 beaches');
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'North Devon');
    await waitFor(() => expect(router.state.location.search).toBe('?location=North+Devon'));
    expect(await screen.findByText('Showing 1 to 5 of 5 beaches')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('pages with Next and page numbers, and back returns to the previous page', async () => {
    const { router } = setup('/beaches');
    await screen.findByText('Showing 1 to 24 of 35 beaches');
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 25 to 35 of 35 beaches')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    router.navigate(-1);
    expect(await screen.findByText('Showing 1 to 24 of 35 beaches')).toBeInTheDocument();
  });

  it('searches on submit and shows the empty state when nothing matches', async () => {
    const { router } = setup('/beaches');
    await screen.findByText('Showing 1 to 24 of 35 beaches');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search beaches' }), 'nowhere at all{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=nowhere+at+all'));
    expect(await screen.findByRole('heading', { name: 'No beaches found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters')).toBeInTheDocument();
  });

  it('sorts through the Sort by select', async () => {
    const { router } = setup('/beaches');
    await screen.findByText('Showing 1 to 24 of 35 beaches');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'location');
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=location'));
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent('North Sands 1'),
    );
  });
});
