import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { giveASignOfUse, waitForHydration } from './hydration-steps.ts';

test('home search leads to the listing, a filter narrows it, and a card opens the beach', {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search beaches' }).fill('sands');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/beaches\?search=sands$/);
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ beaches$/)).toBeVisible();

  const before = await page.getByText(/^Showing /).textContent();
  // The filters are the app's (a search before it took over is a plain form: tested below).
  await waitForHydration(page.getByLabel('Location'));
  await page.getByLabel('Location').selectOption('North Devon');
  await expect(page).toHaveURL(/location=North\+Devon/);
  await expect(page.getByText(/^Showing /)).not.toHaveText(before ?? '');
  const first = page.getByRole('heading', { level: 2 }).getByRole('link').first();
  const name = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/\/beach\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
});

test('the listing shows what the API answers for the same query, in the same order', async ({
  page,
  request,
}) => {
  const query = 'location=Torbay&hasParking=true&sortBy=name&page=1';
  const api = await (await request.get(`/api/beaches?${query}`)).json();
  await page.goto(`/beaches?${query}`);
  await expect(page.getByText(`Showing 1 to ${api.items.length} of ${api.total} beaches`)).toBeVisible();
  const names = await page.getByRole('heading', { level: 2 }).getByRole('link').allTextContents();
  expect(names).toEqual(api.items.map((b: { name: string }) => b.name));
});

test('pagination moves through pages, and back/forward restore them', async ({ page }) => {
  await page.goto('/beaches');
  await expect(page.getByText('Showing 1 to 24 of 180 beaches')).toBeVisible();
  await expect(page).toHaveTitle('Dog-Friendly Beaches in Devon and Nearby | Devon Dog Beaches');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('Showing 25 to 48 of 180 beaches')).toBeVisible();
  await expect(page).toHaveTitle('Dog-Friendly Beaches in Devon and Nearby - Page 2 | Devon Dog Beaches');
  await expect(page.locator('link[rel=prev]')).toHaveAttribute('href', /\/beaches$/);
  await pagination.getByRole('link', { name: 'Page 4' }).click();
  await expect(page.getByText('Showing 73 to 96 of 180 beaches')).toBeVisible();
  await page.goBack();
  await expect(page.getByText('Showing 25 to 48 of 180 beaches')).toBeVisible();
  await page.goForward();
  await expect(page.getByText('Showing 73 to 96 of 180 beaches')).toBeVisible();
});

test('an impossible search shows the empty state', async ({ page }) => {
  await page.goto('/beaches?search=zzzz-no-such-beach');
  await expect(page.getByRole('heading', { name: 'No beaches found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria or filters')).toBeVisible();
  await expect(page.getByText(/^Showing/)).toHaveCount(0);
});

test('one match is "1 beach"', async ({ page, request }) => {
  const api = await (await request.get('/api/beaches?search=Mouthmill&page=1')).json();
  expect(api.total).toBe(1);
  await page.goto('/beaches?search=Mouthmill');
  await expect(page.getByText('Showing 1 to 1 of 1 beach', { exact: true })).toBeVisible();
});

/** Every "Showing …" line and empty state the page ever displays, from the first byte on. */
async function recordListingLines(page: Page) {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    Object.assign(window, { listingLines: seen });
    const look = () => {
      for (const line of document.body?.textContent?.match(
        /Showing \d+ to \d+ of \d+ beach(es)?|No beaches found/g,
      ) ?? [])
        seen.add(line);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { listingLines: Set<string> }).listingLines]);
}

test('a page past the end shows the last page, in the server’s HTML and after', async ({ page, request }) => {
  const query = 'location=Torbay&sortBy=location';
  const api = await (await request.get(`/api/beaches?${query}&page=1`)).json();
  const last = Math.ceil(api.total / 24);
  expect(last).toBeGreaterThan(1);
  const line = `Showing ${(last - 1) * 24 + 1} to ${api.total} of ${api.total} beaches`;

  const html = await (
    await request.get(`/beaches?${query}&page=99`, { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain(line);
  expect(html).not.toContain('No beaches found');

  const seen = await recordListingLines(page);
  await page.goto(`/beaches?${query}&page=99`);
  await expect(page.getByText(line)).toBeVisible();
  // The app corrects the address once it has taken the page over.
  await giveASignOfUse(page);
  await expect(page).toHaveURL(`/beaches?${query}&page=${last}`);
  await expect(page.getByText(line)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Dog-Friendly Beaches in Torbay - Page ${last}`,
  );
  await expect(page).toHaveTitle(`Dog-Friendly Beaches in Torbay - Page ${last} | Devon Dog Beaches`);
  expect(await seen()).toEqual([line]);
  await shoot(page, 'listing-past-the-end');
});

test('a page past the end reached in the app moves to the last page too', async ({ page }) => {
  const seen = await recordListingLines(page);
  await page.goto('/beaches?page=2');
  await expect(page.getByText('Showing 25 to 48 of 180 beaches')).toBeVisible();
  await waitForHydration(page.getByRole('navigation', { name: 'Pagination' }));
  // The address changes with no new document, as back/forward does: the app's router handles it.
  await page.evaluate(() => {
    window.history.pushState(null, '', '/beaches?page=99');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL('/beaches?page=8');
  await expect(page.getByText('Showing 169 to 180 of 180 beaches')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 8' }),
  ).toHaveAttribute('aria-current', 'page');
  expect(await seen()).toEqual(['Showing 25 to 48 of 180 beaches', 'Showing 169 to 180 of 180 beaches']);
});

/** A picture for a person to look at, in the test's output folder. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });
}

test('the directory lists all 180 beaches by name with summary counts', async ({ page }) => {
  await page.goto('/all-beaches');
  await expect(page.getByRole('heading', { name: 'All Beaches A–Z' })).toBeVisible();
  await expect(page.locator('dd').first()).toHaveText('180');
  await expect(page.locator('main li a[href^="/beach/"]')).toHaveCount(180);
});

for (const path of ['/', '/beaches', '/beaches?location=Torbay&page=1', '/all-beaches']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });
}

test('the listing works by keyboard alone', async ({ page }) => {
  await page.goto('/beaches');
  await page.getByRole('searchbox', { name: 'Search beaches' }).focus();
  await page.keyboard.type('bay');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=bay/);
  await waitForHydration(page.getByRole('checkbox', { name: 'Parking' }));
  await page.getByRole('checkbox', { name: 'Parking' }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/hasParking=true/);
});

test('a search made before the page’s script has run still finds the beaches, keeping the filters', async ({
  browser,
}) => {
  // A slow phone where the script has not taken over yet, as a page without JavaScript.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search beaches' }).fill('sands');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/beaches\?search=sands$/);
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ beaches$/)).toBeVisible();

  await page.goto('/beaches?location=North+Devon&page=2');
  await page.getByRole('searchbox', { name: 'Search beaches' }).fill('bay');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/beaches\?location=North\+Devon&search=bay$/);
  await expect(page.getByText(/^Showing 1 to \d+ of \d+ beaches$/)).toBeVisible();
  await context.close();
});
