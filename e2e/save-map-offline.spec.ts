/**
 * "Save map for offline" fills the service worker's map-tiles cache. Needs a server with
 * MAP_TILE_PREFETCH=true (e2e/save-map-offline.config.ts); under the shared server, where the
 * default OpenStreetMap tiles must never be bulk-downloaded, the button is absent and that is
 * what is checked instead.
 */
import { expect, type Page, test } from '@playwright/test';

const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

// page.route cannot see requests that go through a service worker: keep it out of the way.
// Cache Storage is still there for the page.
test.use({ serviceWorkers: 'block' });

async function prefetchAllowed(page: Page): Promise<boolean> {
  const res = await page.request.get('/api/config');
  return Boolean((await res.json()).mapTilePrefetch);
}

/**
 * Answers every tile of the deployment's tile server with a PNG, the way a CORS tile server does;
 * tiles at zoom 16 wait for `hold`, so the save can be seen half-way.
 */
async function serveTiles(page: Page, hold: Promise<void>) {
  const { mapTileUrl } = await (await page.request.get('/api/config')).json();
  const origin = new URL(mapTileUrl.replaceAll(/\{[^}]*\}/g, 'a')).origin;
  await page.route(`${origin}/**`, async (route) => {
    if (new URL(route.request().url()).pathname.startsWith('/16/')) await hold;
    await route.fulfill({
      contentType: 'image/png',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: TILE_PNG,
    });
  });
}

/** The phone's view with the save controls in the middle of it. */
async function snapshot(page: Page, name: string, path: (name: string) => string) {
  await page
    .locator('#location')
    .getByText(/about 2 km|Saving map/)
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: path(name) });
}

const cachedTiles = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('map-tiles')).keys()).map((r) => r.url));

test('with the default OpenStreetMap tiles, saving the map for offline is not offered', async ({ page }) => {
  test.skip(await prefetchAllowed(page), 'this server allows prefetching');
  await page.goto('/beach/croyde-beach');
  await expect(page.getByRole('heading', { name: 'Location' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Directions' })).toBeVisible();
  await expect(page.getByRole('button', { name: /save map/i })).toHaveCount(0);
});

test('"Save map for offline" stores the tiles around the beach in the map-tiles cache', async ({
  page,
}, testInfo) => {
  test.skip(!(await prefetchAllowed(page)), 'needs MAP_TILE_PREFETCH=true (e2e/save-map-offline.config.ts)');
  let release = () => {};
  await serveTiles(page, new Promise<void>((resolve) => (release = resolve)));
  await page.goto('/beach/croyde-beach');
  const save = page.getByRole('button', { name: 'Save map for offline' });
  await save.scrollIntoViewIfNeeded();
  await expect(save).toBeVisible();
  const shot = (name: string) => testInfo.outputPath(name);
  await snapshot(page, '1-idle.png', shot);

  await save.press('Enter');
  const bar = page.getByRole('progressbar', { name: 'Saving map for offline' });
  await expect(bar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Zooms 11–15 arrive; zoom 16 is held: the bar stops part-way.
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/);
  await expect(page.getByText(/^Saving map… \d+ of \d+ tiles/)).toBeVisible();
  await snapshot(page, '2-saving.png', shot);

  release();
  await expect(page.getByText(/^Map saved for offline — \d+ KB$/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Save map again' })).toBeFocused();
  await snapshot(page, '3-saved.png', shot);

  const urls = await cachedTiles(page);
  expect(urls.length).toBeGreaterThan(100);
  expect(urls.length).toBeLessThanOrEqual(400);
  expect(
    urls.every((url) => /^https:\/\/tiles\.devondogbeaches\.test\/1[1-6]\/\d+\/\d+\.png$/.test(url)),
  ).toBe(true);
  // A cached tile is a readable (CORS) response, which the map's crossorigin <img> can use.
  const type = await page.evaluate(
    async (url) => (await (await caches.open('map-tiles')).match(url))?.type,
    urls[0],
  );
  expect(type).toBe('cors');
});
