/**
 * Public pages rendered on the server, as a browser (or a search engine) receives them: the
 * page's heading, data and first-paint CSS in the HTML, the state to hydrate with, one title,
 * no inline script for the CSP to allow; kept per data version with ETag and 304, fresh after a
 * write. Neither a forged Host header nor a query parameter the page does not read shapes a page
 * or makes a render of its own, and fresh renders are limited per client.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../testing/accounts.ts';
import { headOf, payloadOf, renderedAtOf, requestPage, rootOf } from '../testing/rendered-pages.ts';
import { setupTestApp } from '../testing/test-app.ts';
import { FRESH_RENDER_LIMIT } from './fresh-render-limit.ts';
import { imagePreloadLinks } from './server-render.ts';

/** The site's address: requestPage sends Host dogbeaches.test, as a real site's visitors do. */
const t = setupTestApp({ serverRender: true, env: { PUBLIC_URL: 'http://dogbeaches.test' } });

const page = (path: string, headers: Record<string, string> = {}) => requestPage(t.callback, path, headers);
/** The review count the beach page's hero shows; a beach nobody has reviewed shows none (0). */
const reviewCount = (html: string) =>
  Number(/\(<!-- -->(\d+) reviews?<!-- -->\)/.exec(rootOf(html))?.[1] ?? 0);

// The first render loads the whole PWA's code into this process.
beforeAll(async () => {
  await page('/privacy').expect(200);
}, 120_000);

describe('a beach page rendered on the server', () => {
  it('carries the heading, the beach, its CSS and one title in the HTML', async () => {
    const res = await page('/beach/croyde-beach').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const root = rootOf(res.text);
    expect(root).toMatch(/<h1[^>]*>Croyde Bay<\/h1>/);
    expect(root).toContain('Back to beaches');
    const head = headOf(res.text);
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Croyde Bay | Devon Dog Beaches</title>');
    expect(head).not.toContain('content="Shell"');
    expect(head).toMatch(/<style data-page-styles="[^"]+">[^<]*\.css-/);
    // Global styles keep Emotion's attribute for its <Global> to find, marked so no cache moves them.
    expect(head).toMatch(/<style data-emotion="css-global [^"]+" data-s=""[^>]*>/);
    expect(head).toContain('src="/assets/index.js"');
  });

  it('asks for its banner before any script: the preload comes first in the head', async () => {
    const head = headOf((await page('/beach/croyde-beach').expect(200)).text);
    const banner =
      /<link rel="preload" as="image" href="(\/images\/beach-[a-z]+-\d\.svg)" fetchPriority="high"\/>/.exec(
        head,
      );
    expect(banner, 'a preload of the banner artwork').not.toBeNull();
    const firstScript = head.search(/<script type="module"|<link rel="modulepreload"/);
    expect(firstScript).toBeGreaterThan(-1);
    expect(banner?.index).toBeLessThan(firstScript);
    // The first-paint CSS stays after the scripts: its bytes do not delay their discovery.
    expect(head.indexOf('<style data-emotion')).toBeGreaterThan(firstScript);
  });

  it("names its largest image in a Link header, for the browser (and a CDN's early hints) to fetch before parsing", async () => {
    const beach = await page('/beach/croyde-beach').expect(200);
    const banner = /<link rel="preload" as="image" href="([^"]+)" fetchPriority="high"\/>/.exec(
      headOf(beach.text),
    )?.[1];
    expect(beach.headers.link).toBe(`<${banner}>; rel=preload; as=image; fetchpriority=high`);
    expect((await page('/').expect(200)).headers.link).toBe(
      '</media/hero-poster.jpg>; rel=preload; as=image; fetchpriority=high',
    );
    // The logo's preload (React's, for any early image) is not the page's largest paint.
    expect((await page('/privacy').expect(200)).headers.link).toBeUndefined();
  });

  it("asks for the home page's hero poster (a CSS background, its largest paint) from the head, before any script", async () => {
    const head = headOf((await page('/').expect(200)).text);
    const poster = head.indexOf(
      '<link rel="preload" href="/media/hero-poster.jpg" as="image" fetchPriority="high"/>',
    );
    expect(poster).toBeGreaterThan(-1);
    expect(poster).toBeLessThan(head.search(/<script type="module"|<link rel="modulepreload"/));
  });

  it('sends the data it rendered with, for the browser to hydrate without asking again', async () => {
    const res = await page('/beach/croyde-beach').expect(200);
    const payload = payloadOf(res.text);
    const beach = payload.queries.queries.find(
      (q: { queryKey: unknown[] }) => JSON.stringify(q.queryKey) === '["beaches","detail","croyde-beach"]',
    );
    expect(beach.state.data).toMatchObject({ slug: 'croyde-beach', name: 'Croyde Bay' });
    expect(Date.parse(payload.renderedAt)).toBeGreaterThan(Date.now() - 120_000);
  });

  it('runs no inline script: every script is the entry module or data', async () => {
    const res = await page('/beach/croyde-beach').expect(200);
    for (const tag of res.text.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag).toMatch(/type="module" src=|type="application\/json"|type="application\/ld\+json"/);
    }
  });

  it('answers 304 to a browser that has the page, and a new page after a write', async () => {
    const first = await page('/beach/croyde-beach').expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    await page('/beach/croyde-beach', { 'If-None-Match': etag }).expect(304);

    const reviewer = await signUpAndVerify(t);
    await request(t.callback)
      .post('/api/beaches/croyde-beach/reviews')
      .set('Cookie', reviewer.cookie)
      .send({ rating: 5, reviewText: 'Huge sands, a stream for a drink, and room for a long ball game.' })
      .expect(201);
    const after = await page('/beach/croyde-beach', { 'If-None-Match': etag }).expect(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(reviewCount(after.text)).toBe(reviewCount(first.text) + 1);
  });
});

describe('other public pages', () => {
  it('renders a page of the listing as its address asks', async () => {
    const res = await page('/beaches?beachType=sandy&page=2').expect(200);
    expect(rootOf(res.text)).toMatch(/<h1[^>]*>[^<]*Page 2<\/h1>/);
    const keys = payloadOf(res.text).queries.queries.map((q: { queryKey: unknown[] }) => q.queryKey);
    expect(keys).toContainEqual(['beaches', 'list', 'page', 'beachType=sandy&page=2']);
  });

  it('renders a page past the end of the listing as its last page', async () => {
    const { total } = (await request(t.callback).get('/api/beaches?page=1').expect(200)).body;
    const last = Math.ceil(total / 24);
    const res = await page('/beaches?location=Torbay&page=99').expect(200);
    const torbay = (await request(t.callback).get('/api/beaches?location=Torbay&page=1').expect(200)).body;
    const torbayLast = Math.ceil(torbay.total / 24);
    const root = rootOf(res.text);
    expect(root).toMatch(
      new RegExp(
        `<h1[^>]*>Dog-Friendly Beaches in Torbay${torbayLast > 1 ? ` - Page ${torbayLast}` : ''}</h1>`,
      ),
    );
    expect(root).toContain(
      `Showing ${(torbayLast - 1) * 24 + 1} to ${torbay.total} of ${torbay.total} beaches`,
    );
    expect(root).not.toContain('No beaches found');
    expect(headOf(res.text)).toContain(
      `<link rel="canonical" href="http://dogbeaches.test/beaches?location=Torbay${torbayLast > 1 ? `&amp;page=${torbayLast}` : ''}"/>`,
    );
    const all = rootOf((await page('/beaches?page=99').expect(200)).text);
    expect(all).toMatch(new RegExp(`<h1[^>]*>Dog-Friendly Beaches in Devon and Nearby - Page ${last}</h1>`));
  });

  it.each([
    ['/', 'Find a beach where your dog is welcome'],
    ['/water-quality', 'Bathing Water Quality'],
    ['/blog', 'Guides for dog owners on the Devon coast'],
    ['/blog/dog-beach-safety', 'Dog Beach Safety Guide'],
    ['/terms', 'Terms of Use'],
  ])('renders %s with its heading', async (path, heading) => {
    const res = await page(path).expect(200);
    expect(rootOf(res.text)).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(res.text).not.toContain('<template data-msg=');
  });

  it('leaves pages that are not rendered here, and missing ones, to the shell', async () => {
    const contact = await page('/contact').expect(200);
    expect(contact.text).toContain('<div id="root"></div>');
    expect(contact.text).not.toContain('ddb-server-render');
    const missing = await page('/beach/no-such-beach').expect(404);
    expect(missing.text).toContain('<div id="root"></div>');
  });
});

describe('what a request says beyond the page it asks for (issue #27 §8)', () => {
  /** The same bytes, rendered at the same instant: the second answer is the kept page. */
  const expectOneRender = (a: { text: string }, b: { text: string }) => {
    expect(renderedAtOf(b.text)).toBeDefined();
    expect(renderedAtOf(b.text)).toBe(renderedAtOf(a.text));
    expect(b.text).toBe(a.text);
  };

  it('a Host header of another site never appears in the page and makes no render of its own', async () => {
    const honest = await page('/terms').expect(200);
    const forged = await page('/terms', { Host: 'evil.example' }).expect(200);
    expect(forged.text).not.toContain('evil.example');
    expect(headOf(forged.text)).toContain('href="http://dogbeaches.test/terms"');
    expectOneRender(honest, forged);
  });

  it('addresses that differ only in parameters the page does not read are one render', async () => {
    const beach = await page('/beach/croyde-beach?utm_source=newsletter').expect(200);
    expectOneRender(beach, await page('/beach/croyde-beach?nocache=81723').expect(200));

    const listing = await page('/beaches?beachType=sandy&page=3&fbclid=abc').expect(200);
    expect(rootOf(listing.text)).toMatch(/<h1[^>]*>[^<]*Page 3<\/h1>/);
    // The listing's own parameters in another order, with its defaults spelt out.
    expectOneRender(
      listing,
      await page('/beaches?page=3&sortBy=name&location=all&beachType=sandy').expect(200),
    );

    const filtered = await page('/water-quality?status=excellent&ref=x').expect(200);
    expectOneRender(filtered, await page('/water-quality?status=excellent').expect(200));
  });

  it('renders that no kept page answers are limited per client: past the allowance, the shell', async () => {
    const scale = 0.05;
    const allowance = Math.max(1, Math.floor(FRESH_RENDER_LIMIT.perClient * scale));
    // An app of its own: its limits scaled down, counted in memory (not with this file's other renders).
    const app = t.makeApp({ RATE_LIMIT_SCALE: String(scale), RATE_LIMIT_STORE: 'memory' }).callback();
    const pages = Array.from({ length: allowance }, (_, i) => `/beaches?page=${i + 2}`);
    for (const path of pages) {
      expect(payloadOf((await requestPage(app, path).expect(200)).text), path).not.toBeNull();
    }
    const refused = await requestPage(app, `/beaches?page=${allowance + 2}`).expect(200);
    expect(refused.text).toContain('<div id="root"></div>');
    expect(payloadOf(refused.text)).toBeNull();
    // A kept page costs no render: it is still sent rendered.
    expect(payloadOf((await requestPage(app, pages[0]).expect(200)).text)).not.toBeNull();
  });
});

describe('the shared styles (Chakra’s reset and tokens, the same on every page)', () => {
  const sharedOf = (html: string) => {
    const marked = [
      ...headOf(html).matchAll(
        /<style data-emotion="([^"]+)" data-s="" data-shared-styles="([\w-]+)">([^<]*)<\/style>/g,
      ),
    ];
    return { id: marked[0]?.[2], css: marked.map((m) => m[3]).join(''), globals: marked.map((m) => m[1]) };
  };

  it('travel inline on a first page, marked with the id of the stylesheet that holds the same CSS', async () => {
    const first = sharedOf((await page('/beach/croyde-beach').expect(200)).text);
    expect(first.id).toMatch(/^[\w-]{16}$/);
    expect(first.css.length).toBeGreaterThan(10_000);
    const html = (await page('/beach/croyde-beach').expect(200)).text;
    expect(headOf(html)).toContain(`<link rel="prefetch" href="/styles/shared-${first.id}.css" as="style">`);
    const sheet = await request(t.callback).get(`/styles/shared-${first.id}.css`).expect(200);
    expect(sheet.headers['content-type']).toBe('text/css; charset=utf-8');
    // It sets a cookie: kept by the browser, by no shared cache.
    expect(sheet.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(sheet.text).toBe(first.css);
    // Reading it is what tells the server the browser keeps it.
    expect(String(sheet.headers['set-cookie'])).toMatch(
      new RegExp(`^ddb\\.styles=${first.id}; path=/; expires=[^;]+; samesite=lax$`),
    );
    // Every page carries the same ones.
    expect(sharedOf((await page('/terms').expect(200)).text).id).toBe(first.id);
  });

  it('are linked, not sent, to a browser whose cookie says it keeps that stylesheet', async () => {
    const inline = await page('/beach/woolacombe-beach').expect(200);
    const { id, css, globals } = sharedOf(inline.text);
    const linked = await page('/beach/woolacombe-beach', { Cookie: `ddb.styles=${id}` }).expect(200);
    const head = headOf(linked.text);
    expect(head).toContain(
      `<link rel="stylesheet" href="/styles/shared-${id}.css" data-shared-styles="${id}">`,
    );
    // An empty element per global, for Emotion's <Global> to take as already inserted.
    for (const global of globals)
      expect(head).toContain(`<style data-emotion="${global}" data-s=""></style>`);
    expect(head).not.toContain(css.slice(0, 200));
    expect(head).toMatch(/<style data-page-styles="[^"]+">[^<]*\.css-/);
    expect(linked.text.length).toBeLessThan(inline.text.length - css.length + 500);
    expect(rootOf(linked.text)).toBe(rootOf(inline.text));
    expect(linked.headers.vary).toMatch(/Cookie/);
    // One render for both: the page is filled in again, not rendered again.
    expect(renderedAtOf(linked.text)).toBe(renderedAtOf(inline.text));
  });

  it('travel inline again when the cookie names any other stylesheet', async () => {
    const res = await page('/beach/croyde-beach', { Cookie: 'ddb.styles=AAAAAAAAAAAAAAAA' }).expect(200);
    expect(sharedOf(res.text).css.length).toBeGreaterThan(10_000);
    expect(res.text).not.toContain('rel="stylesheet"');
    const missing = await request(t.callback).get('/styles/shared-AAAAAAAAAAAAAAAA.css').expect(404);
    expect(missing.headers['set-cookie']).toBeUndefined();
  });

  it('are served by a process that has not rendered a page yet (a page from another one links them)', async () => {
    const { id, css } = sharedOf((await page('/terms').expect(200)).text);
    const fresh = t.makeApp().callback();
    const sheet = await request(fresh).get(`/styles/shared-${id}.css`).expect(200);
    expect(sheet.text).toBe(css);
  });
});

describe('imagePreloadLinks', () => {
  it('takes only high-priority image preloads from the head, with a path or an http(s) address', () => {
    const html =
      '<html><head><link rel="preload" as="image" href="/icons/icon.svg"/>' +
      '<link rel="preload" as="image" href="/uploads/a.jpg?v=1&amp;w=800" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="javascript:alert(1)" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="https://photos.example/b.jpg" fetchPriority="high"/>' +
      '<link rel="preload" as="font" href="/f.woff2" fetchPriority="high"/>' +
      '</head><body><link rel="preload" as="image" href="/late.jpg" fetchPriority="high"/></body></html>';
    expect(imagePreloadLinks(html)).toBe(
      '</uploads/a.jpg?v=1&w=800>; rel=preload; as=image; fetchpriority=high, ' +
        '<https://photos.example/b.jpg>; rel=preload; as=image; fetchpriority=high',
    );
    expect(imagePreloadLinks('<html><head></head><body></body></html>')).toBeNull();
  });
});
