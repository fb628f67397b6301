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
    expect(screen.getByRole('checkbox', { name: 'Parking' })).toBeChecked();
  });

  it('is a GET form the server can answer on its own: its fields are the address’s query keys', async () => {
    setup('/beaches?search=cove&location=Torbay&hasParking=true&view=list');
    await screen.findByText('Showing 1 to 15 of 15 beaches');
    const form = screen.getByRole('checkbox', { name: 'Parking' }).closest('form') as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/beaches');
    expect(form).toHaveAttribute('data-apply-on-change');
    const fields = [...new FormData(form)].filter(([, value]) => value !== '');
    expect(fields).toEqual([
      ['search', 'cove'],
      ['view', 'list'],
      ['location', 'Torbay'],
      ['hasParking', 'true'],
    ]);
    expect(screen.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/beaches');
  });

  it('ticks and unticks a toggle in place', async () => {
    const { router } = setup('/beaches?location=Torbay');
    await screen.findByText('Showing 1 to 24 of 30 beaches');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parking' }));
    await waitFor(() => expect(router.state.location.search).toBe('?location=Torbay&hasParking=true'));
    expect(await screen.findByText('Showing 1 to 15 of 15 beaches')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Parking' }));
    await waitFor(() => expect(router.state.location.search).toBe('?location=Torbay'));
  });

  it('lays the cards out as a list through a link that keeps the filters', async () => {
    const { router } = setup('/beaches?hasParking=true');
    await screen.findByText('Showing 1 to 15 of 15 beaches');
    const list = screen.getByRole('link', { name: 'List' });
    expect(list).toHaveAttribute('href', '/beaches?hasParking=true&view=list');
    expect(screen.getByRole('link', { name: 'Grid' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(list);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'List' })).toHaveAttribute('aria-current', 'true'),
    );
    expect(router.state.location.search).toBe('?hasParking=true&view=list');
  });

  it('writes filter changes to the query string and goes back to page 1', async () => {
    const { router } = setup('/beaches?page=2');
    await screen.findByText('Showing 25 to 35 of 35 beaches');
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'North Devon');
    await waitFor(() => expect(router.state.location.search).toBe('?location=North+Devon'));
    expect(await screen.findByText('Showing 1 to 5 of 5 beaches')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Clear Filters' }));
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

  it('moves a page past the end to the last page, keeping the other parameters', async () => {
    const { router } = setup('/beaches?location=Torbay&sortBy=location&page=99');
    expect(
      await screen.findByText('Showing 25 to 30 of 30 beaches', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?location=Torbay&sortBy=location&page=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Dog-Friendly Beaches in Torbay - Page 2',
    );
    expect(screen.getAllByRole('link', { name: /^Torbay Cove/ })).toHaveLength(6);
    expect(screen.queryByRole('heading', { name: 'No beaches found' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing 2353/)).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says "1 beach", and no "Showing 0 to 0" over the empty state', async () => {
    const { router } = setup('/beaches?search=North+Sands+3');
    expect(await screen.findByText('Showing 1 to 1 of 1 beach')).toBeInTheDocument();
    await router.navigate('/beaches?search=nowhere');
    expect(await screen.findByRole('heading', { name: 'No beaches found' })).toBeInTheDocument();
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
  });

  it('says what it lists: Devon and nearby, or the location picked', async () => {
    const { router } = setup('/beaches');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dog-Friendly Beaches in Devon and Nearby' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Dog-Friendly Beaches in Devon and Nearby | Devon Dog Beaches'),
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Devon and Torbay, and nearby in Cornwall, Dorset and Somerset'),
    );
    await router.navigate('/beaches?location=North+Devon&page=1');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Dog-Friendly Beaches in North Devon' },
        { timeout: 5_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Dog-Friendly Beaches in North Devon | Devon Dog Beaches'),
    );
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
