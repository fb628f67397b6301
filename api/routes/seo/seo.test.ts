import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../testing/test-app.ts';
import { escapeXml } from './seo.ts';

const t = setupTestApp();
const get = (path: string) => request(t.callback).get(path).set('Host', 'dogs.example.test');

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
    expect(lines).toContain('Sitemap: http://dogs.example.test/sitemap.xml');
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
      expect(all).toContain(`http://dogs.example.test${path}`);
    }
    for (const path of ['/contact', '/privacy', '/terms'])
      expect(all).toContain(`http://dogs.example.test${path}`);
    const beaches = all.filter((l) => l.startsWith('http://dogs.example.test/beach/'));
    expect(beaches).toHaveLength(180);
    expect(new Set(beaches).size).toBe(180);
    expect(text).toMatch(
      /<loc>http:\/\/dogs\.example\.test\/beach\/croyde-beach<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
  });

  it('lists published posts only, never drafts', async () => {
    const { text } = await get('/sitemap.xml').expect(200);
    const posts = locs(text).filter((l) => /\/blog\/[^/]+$/.test(l) && !l.endsWith('/dog-beach-safety'));
    const published = await t.db.knex('blog_posts').where({ is_published: true }).pluck('slug');
    expect(posts.sort()).toEqual(published.map((s: string) => `http://dogs.example.test/blog/${s}`).sort());
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

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });
});
