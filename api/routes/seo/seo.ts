/**
 * robots.txt and sitemap.xml for search engines, generated from the live data so that new
 * beaches and published guides appear without a deploy. Absolute URLs are built on the site's
 * PUBLIC_URL, never on the request's Host header (issue #27 §10): a forged one would be echoed
 * into them, and one that is no host at all (`a b`) made no URL.
 */

import type { Context } from 'koa';
import { listIndexedPages } from '../../services/sitemap.ts';
import { apiRouter } from '../api-router.ts';

export const seoRouter = apiRouter();

const CACHE = 'public, max-age=3600';

/** Pages that exist for people, not for search results (spec §2 prototypes, personal areas). */
const DISALLOWED = ['/admin', '/profile', '/community/', '/home-test', '/test-design-1', '/beach-test'];

const STATIC_PAGES = [
  '/',
  '/beaches',
  '/all-beaches',
  '/water-quality',
  '/blog',
  '/blog/dog-beach-safety',
  '/contact',
  '/privacy',
  '/terms',
];

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);

interface SitemapEntry {
  path: string;
  lastmod?: Date | null;
}

function urlElement(origin: string, { path, lastmod }: SitemapEntry): string {
  const loc = `<loc>${escapeXml(new URL(path, origin).toString())}</loc>`;
  const date = lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : '';
  return `  <url>${loc}${date}</url>`;
}

const siteOrigin = (ctx: Context) => ctx.services.config.PUBLIC_URL;

function send(ctx: Context, type: string, body: string) {
  ctx.type = type;
  ctx.set('Cache-Control', CACHE);
  ctx.body = body;
}

seoRouter.get('/robots.txt', (ctx) => {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteOrigin(ctx))}`,
    '',
  ];
  send(ctx, 'text/plain; charset=utf-8', lines.join('\n'));
});

seoRouter.get('/sitemap.xml', async (ctx) => {
  const { beaches, posts } = await listIndexedPages(ctx.knex);
  const entries: SitemapEntry[] = [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...beaches.map((b) => ({ path: `/beach/${encodeURIComponent(b.slug)}`, lastmod: b.updatedAt })),
    // The safety guide is a static page at that path; a post with the same slug would be unreachable.
    ...posts
      .filter((p) => p.slug !== 'dog-beach-safety')
      .map((p) => ({ path: `/blog/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt })),
  ];
  const origin = siteOrigin(ctx);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map((entry) => urlElement(origin, entry)),
    '</urlset>',
    '',
  ].join('\n');
  send(ctx, 'application/xml; charset=utf-8', xml);
});
