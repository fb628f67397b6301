import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { FEATURED_SLUGS } from '../../../domain/beaches/listing.ts';
import { beachApiHandlers } from '../../testing/beach-api-handlers.ts';
import { buildApiBeach } from '../../testing/factories.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';

// Only the second has been reviewed (by two people); the others wait for their first review.
const featured = FEATURED_SLUGS.map((slug, i) =>
  buildApiBeach({
    name: slug.replace(/-/g, ' '),
    slug,
    beachType: i % 2 ? 'sandy' : 'rocky',
    ...(i === 1 ? { averageRating: 4.5, totalReviews: 2 } : {}),
  }),
);
const others = Array.from({ length: 4 }, (_, i) =>
  buildApiBeach({ name: `Pebble Cove ${i}`, beachType: 'pebble', location: 'Dorset' }),
);
const posts = Array.from({ length: 5 }, (_, i) => ({
  id: i + 1,
  title: `Guide ${i + 1}`,
  slug: `guide-${i + 1}`,
  excerpt: 'Useful advice.',
  author: null,
  featuredImage: null,
  isPublished: true,
  tags: ['one', 'two', 'three', 'four'],
  publishedAt: `2025-0${i + 1}-05T09:00:00Z`,
}));

function setup(path = '/') {
  server.use(
    ...beachApiHandlers([...featured, ...others]),
    http.get('/api/blog', () => HttpResponse.json(posts)),
  );
  return renderRoute(path);
}

describe('home', () => {
  it('sends a search to the listing, and a blank search to the plain listing', async () => {
    const { router } = setup();
    const box = await screen.findByRole('searchbox', { name: 'Search beaches' });
    await userEvent.type(box, '  Croyde  {Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/beaches?search=Croyde'),
    );
  });

  it('ignores whitespace-only searches', async () => {
    const { router } = setup();
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search beaches' }), '   {Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/beaches'),
    );
  });

  it('shows six featured beaches in the spec order, and type tiles counted from the data', async () => {
    setup();
    const section = (await screen.findByRole('heading', { name: 'Featured beaches' })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(6));
    expect(within(section).getAllByRole('link')[0]).toHaveTextContent('croyde beach');
    // The tiles count the whole list, a query of its own that may answer after the featured one.
    expect(await screen.findByRole('link', { name: /Pebble beaches 4 beaches/ })).toHaveAttribute(
      'href',
      '/beaches?beachType=pebble',
    );
  });

  it('rates only the beaches people have reviewed: no zeros and no "no reviews" on the cards', async () => {
    setup();
    const section = (await screen.findByRole('heading', { name: 'Featured beaches' })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() => expect(within(section).getAllByRole('link')).toHaveLength(6));
    const cards = within(section).getAllByRole('listitem');
    expect(cards[1]).toHaveTextContent('★ 4.5 (2 reviews)');
    for (const card of [cards[0], ...cards.slice(2)]) {
      expect(card).not.toHaveTextContent(/★|review|0\.0/);
    }
  });

  it('previews the 3 latest guides with at most 3 tags and links to all posts', async () => {
    setup();
    const section = (await screen.findByRole('heading', { name: 'Latest guides' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(within(section).queryByText('four')).toBeNull();
    expect(within(section).getByRole('link', { name: 'View all 5 posts →' })).toHaveAttribute(
      'href',
      '/blog',
    );
    expect(within(section).getByText('Jan 5, 2025')).toBeInTheDocument();
  });

  it('narrows the map with the filters, counting matches from the data', async () => {
    const { router } = setup();
    // Devon's 8 featured beaches; Dorset's 4 only when Dorset is picked.
    expect(await screen.findByText('8 beaches in Devon match.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Dorset');
    expect(await screen.findByText('4 beaches in Dorset match.')).toBeInTheDocument();
    // In the address, so the server answers the same filters before the app has started.
    expect(router.state.location.search).toBe('?location=Dorset');
    expect(router.state.historyAction).toBe('REPLACE');
    // Before the app has the beaches, the server's form goes to the listing with the filters.
    const form = screen.getByLabelText('Location').closest('form');
    expect(form).toHaveAttribute('action', '/beaches');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('link', { name: 'See them as a list →' })).toHaveAttribute(
      'href',
      '/beaches?location=Dorset',
    );
  });

  it('shows the email verification result and removes it from the address bar', async () => {
    const { router } = setup('/?verified=true&firstName=Sam&email=sam%40example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Email Verified Successfully!' });
    // Nobody is signed in here: the link verifies the address and starts no session.
    await waitFor(() => expect(dialog).toHaveTextContent('Email verified — sign in'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a failed verification with its error', async () => {
    setup('/?verified=false&error=invalid_or_expired');
    expect(await screen.findByRole('dialog', { name: 'Verification Failed' })).toHaveTextContent(
      'This verification link is invalid or has expired.',
    );
  });
});
