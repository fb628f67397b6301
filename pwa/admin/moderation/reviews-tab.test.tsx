import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderComponent } from '../../testing/render-component.tsx';
import { server } from '../../testing/server.ts';
import { toaster } from '../../ui/toaster.tsx';
import type { AdminReview } from './review-row.tsx';
import ReviewsTab from './reviews-tab.tsx';

afterEach(() => toaster.remove());

const review = (id: number, overrides: Partial<AdminReview> = {}): AdminReview => ({
  id,
  beachId: 3,
  beachName: 'Croyde Beach',
  beachSlug: 'croyde-beach',
  reviewerName: `Reviewer ${id}`,
  rating: 4,
  visitDate: '2026-08-14',
  reviewText: `Review text ${id}`,
  createdAt: '2026-08-15T13:05:00.000Z',
  ...overrides,
});

/** The admin reviews API over an in-memory list, newest (highest id) first, paged. */
function reviewsApi(count: number) {
  let rows = Array.from({ length: count }, (_, i) => review(count - i));
  const pages: number[] = [];
  server.use(
    http.get('/api/admin/reviews', ({ request }) => {
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
      pages.push(page);
      return HttpResponse.json({
        items: rows.slice((page - 1) * pageSize, page * pageSize),
        total: rows.length,
        page,
        pageSize,
      });
    }),
    http.delete('/api/admin/reviews/:id', ({ params }) => {
      rows = rows.filter((r) => r.id !== Number(params.id));
      return HttpResponse.json({ beach: { id: 3, averageRating: 4.25, totalReviews: rows.length } });
    }),
  );
  return { pages };
}

describe('Review Moderation', () => {
  it('lists reviews newest first with their stars, visit date and beach, 25 a page', async () => {
    const api = reviewsApi(30);
    const { user } = renderComponent(<ReviewsTab />);
    const list = await screen.findByRole('list', { name: 'Reviews' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(25);
    expect(items[0]).toHaveTextContent('Reviewer 30');
    expect(within(items[0]).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Visited 14 Aug 2026');
    expect(items[0]).toHaveTextContent('15 Aug 2026, 14:05');
    expect(within(items[0]).getByRole('link', { name: 'Croyde Beach' })).toHaveAttribute(
      'href',
      '/beach/croyde-beach',
    );
    expect(screen.getByText('Page 1 of 2 · 30 reviews')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5));
    expect(api.pages).toEqual([1, 2]);
  });

  it('deletes a review only after confirming, and says the beach’s new rating', async () => {
    reviewsApi(3);
    const { user } = renderComponent(<ReviewsTab />);
    await user.click(
      await screen.findByRole('button', { name: 'Delete review by Reviewer 2 of Croyde Beach' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Review' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Review text 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete review by Reviewer 2 of Croyde Beach' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Review' }),
    );
    await waitFor(() => expect(screen.queryByText('Review text 2')).not.toBeInTheDocument());
    expect(await screen.findByText('Croyde Beach is now rated 4.3 from 2 reviews.')).toBeInTheDocument();
  });

  it('says so when there are no reviews', async () => {
    reviewsApi(0);
    renderComponent(<ReviewsTab />);
    expect(await screen.findByText('No reviews yet.')).toBeInTheDocument();
  });

  it('shows the server’s message and a Try again when the list fails', async () => {
    server.use(
      http.get('/api/admin/reviews', () =>
        HttpResponse.json(
          { error: { code: 'server_error', message: 'Database unavailable' } },
          { status: 503 },
        ),
      ),
    );
    renderComponent(<ReviewsTab />);
    expect(await screen.findByText('Could not load reviews')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
