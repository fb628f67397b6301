import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../data/queries/get-blog-post.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { server } from '../../testing/server.ts';
import { placeholderFor } from './blog-image.tsx';

function buildPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 1,
    title: 'Beach safety with dogs',
    slug: 'beach-safety-with-dogs',
    excerpt: 'A practical checklist.',
    author: 'Devon Dog Beaches Team',
    featuredImage: null,
    tags: ['safety', 'RNLI', 'tides'],
    isPublished: true,
    publishedAt: '2025-05-20T09:00:00Z',
    updatedAt: '2025-05-21T09:00:00Z',
    content: '<h2>Heat</h2><p>Go early.</p>',
    ...overrides,
  };
}

const serve = (post: BlogPost) =>
  server.use(http.get(`/api/blog/${post.slug}`, () => HttpResponse.json(post)));

describe('blog post page', () => {
  it('shows the title, byline, date, every tag and the content', async () => {
    serve(buildPost());
    renderRoute('/blog/beach-safety-with-dogs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beach safety with dogs' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Devon Dog Beaches Team')).toBeInTheDocument();
    expect(screen.getByText('May 20, 2025')).toBeInTheDocument();
    expect(screen.getByText('tides')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Heat' })).toBeInTheDocument();
  });

  it('removes scripts, event handlers and disallowed elements from the HTML', async () => {
    serve(
      buildPost({
        content: [
          '<p id="safe" style="color:red" onclick="alert(1)">Safe <strong>text</strong></p>',
          '<script>window.hacked = true</script>',
          '<img src="x" onerror="window.hacked = true">',
          '<iframe src="https://evil.example"></iframe>',
          '<div><h5>Unwrapped</h5></div>',
          '<a href="javascript:alert(1)">bad link</a>',
        ].join(''),
      }),
    );
    const { container } = renderRoute('/blog/beach-safety-with-dogs');
    const safe = await screen.findByText(/Safe/);
    const article = container.querySelector('article') as HTMLElement;
    // (PageHead's JSON-LD is the one script allowed on the page.)
    expect(
      article.querySelector('script:not([type="application/ld+json"]), img[src="x"], iframe, h5'),
    ).toBeNull();
    expect(article.innerHTML).not.toMatch(/onerror|onclick|javascript:|hacked/);
    expect(safe).not.toHaveAttribute('style');
    expect(safe).not.toHaveAttribute('id');
    expect(screen.getByText('Unwrapped')).toBeInTheDocument();
    expect(screen.getByText('bad link')).not.toHaveAttribute('href');
  });

  it('opens links to other sites in a new tab without an opener, and keeps ours in place', async () => {
    serve(
      buildPost({
        content: '<p><a href="https://rnli.org/safety">RNLI</a> <a href="/beaches">beaches</a></p>',
      }),
    );
    renderRoute('/blog/beach-safety-with-dogs');
    const external = await screen.findByRole('link', { name: 'RNLI' }, { timeout: 5000 });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'beaches' });
    expect(internal).not.toHaveAttribute('target');
  });

  it('replaces a broken featured image with the placeholder', async () => {
    serve(buildPost({ featuredImage: '/uploads/missing.jpg' }));
    const { container } = renderRoute('/blog/beach-safety-with-dogs');
    await screen.findByRole('heading', { level: 1 });
    const img = container.querySelector('article img') as HTMLImageElement;
    expect(img).toHaveAttribute('src', '/uploads/missing.jpg');
    fireEvent.error(img);
    expect(container.querySelector('article img')).toHaveAttribute(
      'src',
      placeholderFor('beach-safety-with-dogs'),
    );
  });

  it("says 'Blog post not found' with a way back to the blog for an unknown slug", async () => {
    server.use(
      http.get('/api/blog/nope', () =>
        HttpResponse.json({ error: { code: 'not_found', message: 'Blog post not found' } }, { status: 404 }),
      ),
    );
    renderRoute('/blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all guides' })).toHaveAttribute('href', '/blog');
  });
});
