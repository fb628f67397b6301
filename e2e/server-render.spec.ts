/**
 * Public pages rendered on the server (README, "Pages rendered on the server") as a visitor's
 * browser meets them. Without JavaScript each page already shows its heading, its content and
 * its styles. With JavaScript it hydrates without an error, keeps the server's markup, and is
 * then the app: an in-app link changes page without loading a new document. The data a page
 * was rendered with is not asked for again on arrival. Offline, a page never opened before still
 * opens from the worker's shell and the phone's mirror.
 */
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import {
  noteServerMarkup,
  recordDocumentLoads,
  recordErrors,
  serverMarkupKept,
  trackNetwork,
  waitForHydration,
} from './hydration-steps.ts';
import { goOffline, visitOnceOnline } from './service-worker-steps.ts';

test.skip(
  ({ isMobile }) => isMobile,
  'what the server sends does not depend on the screen: desktop is enough',
);

const BEACH = { path: '/beach/woolacombe-beach', name: 'Woolacombe Sands' };
const SANDY = '/beaches?beachType=sandy';
const LISTING_H1 = 'Dog-Friendly Beaches in Devon and Nearby';
const POST = 'Beach safety with dogs: heat, water, tides and cliffs';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const listingCards = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');

/** The first page of the sandy listing, as the API answers the query the page makes. */
async function sandyPage(request: APIRequestContext) {
  const res = await request.get('/api/beaches?beachType=sandy&page=1');
  expect(res.ok()).toBe(true);
  return (await res.json()) as { items: { name: string }[]; total: number };
}

/** How this browser draws an h1 and body text when no style sheet says otherwise. */
async function browserDefaults(context: BrowserContext) {
  const blank = await context.newPage();
  await blank.setContent('<h1>Unstyled</h1>');
  const defaults = await blank.evaluate(() => ({
    h1FontSize: getComputedStyle(document.querySelector('h1') as Element).fontSize,
    fontFamily: getComputedStyle(document.body).fontFamily,
  }));
  await blank.close();
  return defaults;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** What each page shows from the server alone, beyond its heading. */
  const PAGES: {
    path: string;
    h1: string;
    content: (page: Page, request: APIRequestContext) => Promise<void>;
  }[] = [
    {
      path: BEACH.path,
      h1: BEACH.name,
      content: async (page) => {
        await expect(page.getByTestId('dog-now')).toHaveText(/^(Dogs|No dogs|Seasonal dog ban)/);
        await expect(page.getByRole('link', { name: 'Back to beaches' })).toHaveAttribute('href', '/beaches');
      },
    },
    {
      path: SANDY,
      h1: LISTING_H1,
      content: async (page, request) => {
        const api = await sandyPage(request);
        await expect(
          page.getByText(`Showing 1 to ${api.items.length} of ${api.total} beaches`),
        ).toBeVisible();
        await expect(listingCards(page)).toHaveText(api.items.map((b) => b.name));
      },
    },
    {
      path: '/',
      h1: 'Find a beach where your dog is welcome',
      content: async (page) => {
        const types = page.getByRole('region', { name: 'Browse by beach type' });
        await expect(types.getByRole('link', { name: /^Sandy beaches/ })).toHaveAttribute(
          'href',
          '/beaches?beachType=sandy',
        );
      },
    },
    {
      path: '/blog',
      h1: 'Guides for dog owners on the Devon coast',
      content: async (page) => {
        await expect(page.getByRole('link', { name: POST, exact: true })).toHaveAttribute(
          'href',
          '/blog/beach-safety-with-dogs',
        );
        await expect(page.getByText('Draft', { exact: true })).toHaveCount(0);
      },
    },
    {
      path: '/water-quality',
      h1: 'Bathing Water Quality',
      content: async (page) => {
        await expect(page.getByText('Bathing season: 15 May to 30 September')).toBeVisible();
      },
    },
    {
      path: '/privacy',
      h1: 'Privacy Policy',
      content: async (page) => {
        await expect(page.getByText('Last updated 27 November 2026')).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'The short version' })).toBeVisible();
      },
    },
  ];

  for (const { path, h1: heading, content } of PAGES) {
    test(`${path} shows its heading and content, styled`, async ({ page, context, request }) => {
      const unstyled = await browserDefaults(context);
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      await content(page, request);
      // The page's CSS came with it: heading and text do not look as the browser draws them.
      const styled = await page.evaluate(() => ({
        h1FontSize: getComputedStyle(document.querySelector('h1') as Element).fontSize,
        fontFamily: getComputedStyle(document.body).fontFamily,
      }));
      expect(styled.h1FontSize).not.toBe(unstyled.h1FontSize);
      expect(styled.fontFamily).not.toBe(unstyled.fontFamily);
    });
  }

  test('/ shows the featured beaches', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured beaches' });
    await expect(featured.getByRole('link', { name: 'Croyde Bay' })).toBeVisible();
  });

  test('/water-quality shows the beaches by status, each card linking its beach', async ({ page }) => {
    await page.goto('/water-quality');
    const summary = page.getByRole('list', { name: 'Beaches by water quality status' });
    await expect(summary.getByRole('button')).toHaveCount(5);
    const counts = await summary
      .getByRole('button')
      .evaluateAll((all) => all.map((tile) => Number.parseInt(tile.textContent ?? '', 10)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(180);
    // The first 24 cards, each linking its beach's page.
    await expect(page.getByRole('main').locator('a[href^="/beach/"]')).toHaveCount(24);
  });
});

/** Each page, an in-app link on it, and the heading of the page the link opens. */
const JOURNEYS: {
  path: string;
  h1: string;
  follow: (page: Page) => Promise<{ link: Locator; next: string }>;
}[] = [
  {
    path: BEACH.path,
    h1: BEACH.name,
    follow: async (page) => ({ link: page.getByRole('link', { name: 'Back to beaches' }), next: LISTING_H1 }),
  },
  {
    path: SANDY,
    h1: LISTING_H1,
    follow: async (page) => {
      const link = listingCards(page).first();
      return { link, next: (await link.textContent()) ?? '' };
    },
  },
  {
    path: '/',
    h1: 'Find a beach where your dog is welcome',
    follow: async (page) => ({ link: page.getByRole('link', { name: /^Sandy beaches/ }), next: LISTING_H1 }),
  },
  {
    path: '/blog',
    h1: 'Guides for dog owners on the Devon coast',
    follow: async (page) => ({ link: page.getByRole('link', { name: POST, exact: true }), next: POST }),
  },
  {
    path: '/water-quality',
    h1: 'Bathing Water Quality',
    follow: async (page) => ({
      link: page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true }),
      next: 'Guides for dog owners on the Devon coast',
    }),
  },
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    follow: async (page) => ({
      link: page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }),
      next: 'Terms of Use',
    }),
  },
];

for (const { path, h1: heading, follow } of JOURNEYS) {
  test(`${path} hydrates without an error, then its links change page in the app`, async ({ page }) => {
    const errors = recordErrors(page);
    await noteServerMarkup(page);
    await page.goto(path);
    await expect(h1(page, heading)).toBeVisible();

    const { link, next } = await follow(page);
    expect(next).not.toBe('');
    await waitForHydration(link);
    const documents = recordDocumentLoads(page);
    await link.click();
    // The next page's code loads now, on a first visit alongside the worker filling its precache.
    await expect(h1(page, next)).toBeVisible({ timeout: 15_000 });
    expect(documents).toEqual([]);
    // React adopted the server's elements rather than drawing the page again after a mismatch.
    expect(await serverMarkupKept(page)).toBe(true);
    expect(errors).toEqual([]);
  });
}

// The phone's own state (its offline copy, writes waiting) is not what the server rendered: the
// stores give React the server's state to hydrate with (sync-status.ts, outbox-status.ts).
test('a returning visitor, whose phone keeps the offline copy, gets the page hydrated without an error', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await visitOnceOnline(page);
  const errors = recordErrors(page);
  await noteServerMarkup(page);
  await page.goto(BEACH.path);
  await expect(h1(page, BEACH.name)).toBeVisible();
  // The server's page, not the worker's shell (which has no payload and nothing to hydrate).
  await expect(page.locator('script#ddb-server-render')).toBeAttached();
  await waitForHydration(page.getByRole('link', { name: 'Back to beaches' }));
  expect(errors).toEqual([]);
  expect(await serverMarkupKept(page)).toBe(true);
});

test.describe('the data a page was rendered with is not asked for again on arrival', () => {
  const ARRIVALS: { path: string; h1: string; read: (url: URL) => boolean }[] = [
    {
      path: BEACH.path,
      h1: BEACH.name,
      read: (url) => url.pathname === '/api/beaches/woolacombe-beach',
    },
    {
      path: SANDY,
      h1: LISTING_H1,
      read: (url) => url.pathname === '/api/beaches' && url.searchParams.get('beachType') === 'sandy',
    },
    {
      path: '/blog',
      h1: 'Guides for dog owners on the Devon coast',
      read: (url) => url.pathname === '/api/blog',
    },
    {
      path: '/water-quality',
      h1: 'Bathing Water Quality',
      read: (url) => url.pathname.startsWith('/api/water-quality') || url.pathname === '/api/beaches/index',
    },
  ];

  for (const { path, h1: heading, read } of ARRIVALS) {
    test(`a first visit to ${path}`, async ({ page }) => {
      const network = trackNetwork(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (read(url)) asked.push(url.pathname + url.search);
      });
      await page.goto(path);
      await expect(h1(page, heading)).toBeVisible();
      expect(asked, 'before the heading shows').toEqual([]);
      // Nor once hydrated, when the page's components have mounted and made their own reads.
      await waitForHydration(page.getByRole('main'));
      await network.quiet();
      expect(asked, 'once the page has settled').toEqual([]);
    });
  }
});

test('offline, a page never opened before opens from the shell and the mirror', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = recordErrors(page);
  await visitOnceOnline(page);
  await goOffline(page);
  await page.goto(BEACH.path);
  await expect(h1(page, BEACH.name)).toBeVisible();
  await expect(page.getByTestId('dog-now')).toHaveText(/^(Dogs|No dogs|Seasonal dog ban)/);
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
});
