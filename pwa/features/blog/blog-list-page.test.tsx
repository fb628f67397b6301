import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BlogPostSummary } from '../../data/queries/get-blog-posts.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';
import { placeholderFor } from './blog-image.tsx';

let sequence = 0;
function buildPost(overrides: Partial<BlogPostSummary> = {}): BlogPostSummary {
  sequence += 1;
  return {
    id: sequence,
    title: `Guide ${sequence}`,
    slug: `guide-${sequence}`,
    excerpt: 'A useful guide.',
    author: 'Devon Dog Beaches Team',
    featuredImage: null,
    tags: [],
    isPublished: true,
    publishedAt: '2025-01-05T09:00:00Z',
    ...overrides,
  };
}

const serve = (posts: BlogPostSummary[]) => server.use(http.get('/api/blog', () => HttpResponse.json(posts)));

const cardFor = async (title: string) =>
  (await screen.findByRole('heading', { name: title, level: 3 })).closest('article') as HTMLElement;

describe('blog list page', () => {
  it('shows a published post with its date, read time and a Read Guide link', async () => {
    serve([buildPost({ title: 'Winter walks', slug: 'winter-walks' })]);
    renderRoute('/blog');
    const card = within(await cardFor('Winter walks'));
    expect(card.getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(card.getByText('5 min read')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Read Guide: Winter walks' })).toHaveAttribute(
      'href',
      '/blog/winter-walks',
    );
  });

  it("shows 'Draft' instead of a date for an unpublished post", async () => {
    serve([buildPost({ title: 'Torbay draft', isPublished: false, publishedAt: null })]);
    renderRoute('/blog');
    const card = within(await cardFor('Torbay draft'));
    expect(card.getByText('Draft')).toBeInTheDocument();
    expect(card.queryByText('Jan 5, 2025')).not.toBeInTheDocument();
  });

  it('shows at most two tags on a card', async () => {
    serve([buildPost({ title: 'Tagged', tags: ['safety', 'RNLI', 'tides', 'health'] })]);
    renderRoute('/blog');
    const tags = within(within(await cardFor('Tagged')).getByRole('list', { name: 'Tags' })).getAllByRole(
      'listitem',
    );
    expect(tags.map((t) => t.textContent)).toEqual(['safety', 'RNLI']);
  });

  it("says 'No blog posts yet' when there are none, and still features the safety guide", async () => {
    serve([]);
    renderRoute('/blog');
    expect(await screen.findByText('No blog posts yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the safety guide' })).toHaveAttribute(
      'href',
      '/blog/dog-beach-safety',
    );
  });

  it("shows 'Failed to fetch blog posts' when the API fails", async () => {
    server.use(http.get('/api/blog', () => HttpResponse.json({ error: {} }, { status: 500 })));
    renderRoute('/blog');
    expect(await screen.findByText('Failed to fetch blog posts')).toBeInTheDocument();
  });

  it('falls back to the placeholder artwork when a featured image is missing', async () => {
    serve([buildPost({ title: 'No photo', slug: 'no-photo' })]);
    renderRoute('/blog');
    const img = (await cardFor('No photo')).querySelector('img');
    expect(img).toHaveAttribute('src', placeholderFor('no-photo'));
    expect(img?.getAttribute('src')).toMatch(/^\/images\/.+\.svg$/);
  });
});
