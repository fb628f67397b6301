/**
 * Issue #9's offline journey on the built app with its real service worker: one visit online
 * fills the mirror; then, with no network at all, the home page, a filtered listing, beach pages
 * never opened before (dog rules now, tides today and next month, water quality, parking), the
 * water quality page and the safety guide all open with real content. Back online, a beach
 * renamed and another deleted on the server reach the phone with the next sync, and stay so
 * offline. The server's test hooks (E2E_TEST_HOOKS, playwright.config.ts) make those changes,
 * and put the data back afterwards for the specs that follow.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { scrollUntilShown } from './scroll-steps.ts';
import { goOffline, visitOnceOnline } from './service-worker-steps.ts';

const TORBAY_WITH_PARKING = 'location=Torbay&hasParking=true';
/** Never opened before going offline: their pages come from the mirror alone. */
const UNVISITED_BEACHES = ['croyde-beach', 'oddicombe-beach', 'north-sands-salcombe'];
const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

interface ApiBeach {
  slug: string;
  name: string;
  location: string;
}

/** What the API says online, to compare the offline pages with. */
async function torbayWithParking(request: APIRequestContext) {
  const res = await request.get(`/api/beaches?${TORBAY_WITH_PARKING}&pageSize=100`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { items: ApiBeach[]; total: number };
}

const listingCards = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');

/** A day next month, as the tide card's date field takes it and its heading words it. */
function dayNextMonth(): { iso: string; words: RegExp } {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
  return { iso: d.toISOString().slice(0, 10), words: new RegExp(`\\b15 ${MONTHS[d.getUTCMonth()]}\\b`) };
}

/** The first screen (390×844 on the phone project) and the whole page, for a person to look at. */
async function shoot(page: Page, name: string) {
  // Two frames after the scroll, so the picture is of the page as painted there.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
  });
  const file = `${name}-${test.info().project.name}`;
  await page.screenshot({ path: test.info().outputPath(`${file}.png`) });
  await page.screenshot({ path: test.info().outputPath(`${file}-full.png`), fullPage: true });
}

test('after one visit online, the app opens with real content with no network at all', {
  tag: '@phone',
}, async ({ page, request }) => {
  test.setTimeout(120_000);
  const listing = await torbayWithParking(request);
  expect(listing.total).toBeGreaterThan(0);
  const expected = new Map<string, { name: string; parking: string[]; water: boolean }>();
  for (const slug of UNVISITED_BEACHES) {
    const beach = (await (await request.get(`/api/beaches/${slug}`)).json()) as ApiBeach & { id: number };
    const parking = (await (await request.get(`/api/beaches/${slug}/parking`)).json()) as { name: string }[];
    // The record, or `null` when none is held.
    const water = (await (await request.get(`/api/beaches/${slug}/water-quality`)).json()) !== null;
    expected.set(slug, { name: beach.name, parking: parking.map((p) => p.name), water });
  }
  const stats = (await (await request.get('/api/stats')).json()) as { totalBeaches: number };

  await visitOnceOnline(page);
  // Offline, the app must not break: no uncaught error on any page. The API paths it still
  // tried (reviews, photos and feedback go network-first) are noted for the report.
  const pageErrors: string[] = [];
  const apiTried = new Set<string>();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/')) apiTried.add(path);
  });
  await goOffline(page);

  await test.step('home: featured beaches', async () => {
    const featured = page.getByRole('region', { name: 'Featured beaches' });
    await expect(featured.getByRole('link', { name: 'Croyde Bay' })).toBeVisible();
    expect(await featured.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await shoot(page, 'offline-home');
  });

  await test.step('listing: Torbay beaches with parking, as the API said online', async () => {
    await page.goto(`/beaches?${TORBAY_WITH_PARKING}`);
    await expect(page.getByText(`of ${listing.total} beaches`, { exact: false })).toBeVisible();
    const shown = Math.min(listing.total, 24);
    await expect(listingCards(page)).toHaveCount(shown);
    const names = await listingCards(page).allTextContents();
    const torbay = new Set(listing.items.map((b) => b.name));
    expect(names.filter((name) => !torbay.has(name))).toEqual([]);
    // Each card says where its beach is.
    const places = await page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .allTextContents();
    expect(places).toHaveLength(shown);
    for (const text of places) expect(text).toContain('Torbay');
  });

  const nextMonth = dayNextMonth();
  for (const slug of UNVISITED_BEACHES) {
    const beach = expected.get(slug);
    if (!beach) throw new Error(`no API answer for ${slug}`);
    await test.step(`beach page never opened before: ${slug}`, async () => {
      await page.goto(`/beach/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: beach.name })).toBeVisible();
      await expect(page.getByTestId('dog-now')).toHaveText(/^(Dogs|No dogs)/);

      // The tide card renders once near the viewport, in place of the placeholder that holds its id.
      const tides = page.locator('#tides');
      await scrollUntilShown(tides);
      await expect(tides.getByTestId('tide-day')).toHaveText(/^Today, /);
      const entries = tides.getByRole('list', { name: 'High and low water' }).getByRole('listitem');
      await expect(entries.first()).toHaveText(/^(High|Low) \d\d:\d\d/);
      await tides.getByLabel('Or pick a date').fill(nextMonth.iso);
      await expect(tides.getByTestId('tide-day')).toHaveText(nextMonth.words);
      await expect(tides.getByRole('img', { name: nextMonth.words })).toBeVisible();
      await expect(entries.first()).toHaveText(/^(High|Low) \d\d:\d\d/);

      const water = page.locator('#water-quality');
      if (beach.water) {
        await expect(water.getByTestId('water-status')).toHaveText(/Excellent|Good|Sufficient|Poor/);
      } else {
        await expect(water.getByText('Water quality data unavailable')).toBeVisible();
      }

      const parking = page.locator('#parking');
      if (beach.parking.length > 0) {
        for (const name of beach.parking)
          await expect(parking.getByText(name, { exact: true })).toBeVisible();
      } else {
        await expect(
          parking.getByText(`No official parking information available for ${beach.name}`),
        ).toBeVisible();
      }
      await expect(parking.getByText('Unable to load parking information')).toHaveCount(0);
    });
  }

  await test.step('an offline beach page: picture and accessibility', async () => {
    await page.goto('/beach/oddicombe-beach');
    await expect(page.getByRole('heading', { level: 1, name: 'Oddicombe Beach' })).toBeVisible();
    await expect(page.locator('#parking').getByText('Walls Hill car park')).toBeVisible();
    await shoot(page, 'offline-beach');
    await expectNoSeriousA11yViolations(page);
  });

  await test.step('water quality page', async () => {
    await page.goto('/water-quality');
    await expect(page.getByRole('heading', { level: 1, name: 'Bathing Water Quality' })).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Beaches by water quality status' }).getByRole('button');
    await expect(tiles).toHaveCount(5);
    const counts = await tiles.evaluateAll((all) =>
      all.map((tile) => Number.parseInt(tile.textContent ?? '', 10)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(stats.totalBeaches);
    await expect(page.getByText(`Showing 24 of ${stats.totalBeaches} beaches`)).toBeVisible();
  });

  await test.step('the safety guide, and a blog post from the mirror', async () => {
    await page.goto('/blog/dog-beach-safety');
    await expect(page.getByRole('heading', { level: 1, name: 'Dog Beach Safety Guide' })).toBeVisible();
    for (const title of ['Beach Safety', 'Dog Health', 'Emergency Preparedness']) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    await page.goto('/blog/beach-safety-with-dogs');
    await expect(page.getByRole('heading', { level: 2, name: 'Heat and sun' })).toBeVisible();
  });

  expect(pageErrors).toEqual([]);
  // No code chunk failed to load offline: the app would have reloaded itself once and noted it.
  expect(await page.evaluate(() => sessionStorage.getItem('ddb:preload-error-reload'))).toBeNull();
  test.info().annotations.push({ type: 'API paths tried offline', description: [...apiTried].join(' ') });
});

test('back online, a renamed beach and a deleted one reach the phone with the next sync', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const renamed = {
    slug: 'meadfoot-beach',
    was: 'Meadfoot Beach',
    now: `Meadfoot Renamed Sands ${test.info().project.name}`,
  };
  const deleted = { slug: 'hollicombe-beach', name: 'Hollicombe Beach' };
  const listing = await torbayWithParking(request);
  // One page of the listing holds them all, so every card can be counted.
  expect(listing.total).toBeLessThanOrEqual(24);
  expect(listing.items.map((b) => b.slug)).toEqual(expect.arrayContaining([renamed.slug, deleted.slug]));
  const stats = (await (await request.get('/api/stats')).json()) as { totalBeaches: number };

  await visitOnceOnline(page);
  await goOffline(page);
  await page.goto(`/beaches?${TORBAY_WITH_PARKING}`);
  await expect(listingCards(page)).toHaveCount(listing.total);
  await expect(page.getByRole('link', { name: deleted.name })).toBeVisible();

  await page.context().setOffline(false);
  try {
    await expect(
      await request.patch(`/api/test-hooks/beaches/${renamed.slug}`, { data: { name: renamed.now } }),
    ).toBeOK();
    await expect(await request.delete(`/api/test-hooks/beaches/${deleted.slug}`)).toBeOK();
    // The `online` event already asked for a pull, perhaps before the changes: ask again.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));

    const expectChanged = async () => {
      await expect(listingCards(page).filter({ hasText: renamed.now })).toBeVisible();
      await expect(listingCards(page)).toHaveCount(listing.total - 1);
      await expect(page.getByRole('link', { name: deleted.name })).toHaveCount(0);
      await expect(page.getByRole('link', { name: renamed.was, exact: true })).toHaveCount(0);
    };
    // The listing on screen re-reads the mirror once the sync changed it: a pull asked for while
    // another runs gets one more pass after it (pwa/data/outbox/one-pass-at-a-time.ts).
    await expectChanged();

    await page.goto('/all-beaches');
    await expect(page.locator('main li a[href^="/beach/"]')).toHaveCount(stats.totalBeaches - 1);
    await expect(page.getByRole('link', { name: renamed.now })).toBeVisible();
    await expect(page.getByRole('link', { name: deleted.name })).toHaveCount(0);

    await goOffline(page);
    await expect(page.locator('main li a[href^="/beach/"]')).toHaveCount(stats.totalBeaches - 1);
    await expect(page.getByRole('link', { name: renamed.now })).toBeVisible();
    await page.goto(`/beaches?${TORBAY_WITH_PARKING}`);
    await expectChanged();
    await page.goto(`/beach/${renamed.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed.now })).toBeVisible();
  } finally {
    await page.context().setOffline(false);
    await request.patch(`/api/test-hooks/beaches/${renamed.slug}`, { data: { name: renamed.was } });
    await request.post(`/api/test-hooks/beaches/${deleted.slug}/restore`);
  }
});
