import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../testing/test-app.ts';
import { escapeXml } from './seo.ts';

const SITE = 'https://dogbeaches.example';
const t = setupTestApp({ env: { PUBLIC_URL: SITE } });
/** Sent to another host name than the site's: the URLs must not follow it. */
const get = (path: string, host = 'dogs.example.test') => request(t.callback).get(path).set('Host', host);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('GET /robots.txt', () => {
  it('allows the site, keeps private and prototype pages out, and points at the sitemap', async () => {
    const res = await get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.text.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/profile', '/community/', '/home-test', '/test-design-1', '/beach-test']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('is well-formed XML with the sitemap namespace, served cacheable', async () => {
    const res = await get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const xml = res.text;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    // Every <url> holds exactly one <loc>, and no bare ampersand or stray tag slips through.
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.length).toBe((xml.match(/<url>/g) ?? []).length);
    expect(
      urls.every((u) => /^<url><loc>[^<]+<\/loc>(<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>)?<\/url>$/.test(u)),
    ).toBe(true);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('lists the static pages and every one of the 180 live beaches with its lastmod', async () => {
    const { text } = await get('/sitemap.xml').expect(200);
    const all = locs(text);
    for (const path of [
      '/',
      '/beaches',
      '/all-beaches',
      '/water-quality',
      '/blog',
      '/blog/dog-beach-safety',
    ]) {
      expect(all).toContain(`${SITE}${path}`);
    }
    for (const path of ['/contact', '/privacy', '/terms']) expect(all).toContain(`${SITE}${path}`);
    const beaches = all.filter((l) => l.startsWith(`${SITE}/beach/`));
    expect(beaches).toHaveLength(180);
    expect(new Set(beaches).size).toBe(180);
    expect(text).toMatch(
      /<loc>https:\/\/dogbeaches\.example\/beach\/croyde-beach<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
  });

  it('lists published posts only, never drafts', async () => {
    const { text } = await get('/sitemap.xml').expect(200);
    const posts = locs(text).filter((l) => /\/blog\/[^/]+$/.test(l) && !l.endsWith('/dog-beach-safety'));
    const published = await t.db.knex('blog_posts').where({ is_published: true }).pluck('slug');
    expect(posts.sort()).toEqual(published.map((s: string) => `${SITE}/blog/${s}`).sort());
    expect(text).not.toContain('dog-friendly-beaches-in-torbay-summer-guide');
  });

  it('leaves out deleted beaches', async () => {
    await t.db.knex('beaches').where({ slug: 'croyde-beach' }).update({ deleted_at: new Date() });
    try {
      const { text } = await get('/sitemap.xml').expect(200);
      expect(text).not.toContain('/beach/croyde-beach<');
      expect(locs(text).filter((l) => l.includes('/beach/'))).toHaveLength(179);
    } finally {
      await t.db.knex('beaches').where({ slug: 'croyde-beach' }).update({ deleted_at: null });
    }
  });
});

describe('a Host header that is not the site (issue #27 §10)', () => {
  it.each([
    ['a b', 'is no host name at all'],
    ['evil.example', 'names another site'],
  ])('Host %s (%s): robots.txt and sitemap.xml answer with PUBLIC_URL, never the header', async (host) => {
    const robots = await get('/robots.txt', host).expect(200);
    expect(robots.text).toContain(`Sitemap: ${SITE}/sitemap.xml\n`);
    expect(robots.text).not.toContain(host);
    const sitemap = await get('/sitemap.xml', host).expect(200);
    expect(sitemap.text).not.toContain(host);
    expect(locs(sitemap.text).length).toBeGreaterThan(180);
    expect(locs(sitemap.text).every((loc) => loc.startsWith(`${SITE}/`))).toBe(true);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});
