/**
 * The first tap always counts (issue #32): every control that changes what a public page lists is
 * a link or a GET form the server answers on its own, so it works with the app's script blocked
 * entirely (only the page's inline early listener runs); with the script allowed, the same
 * controls update the page in place; and a tap made before the page's first script has arrived
 * is held, not lost.
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './hydration-steps.ts';

/** Blocks every script file the page asks for: what runs is the HTML's own inline listener. */
async function blockAppScript(page: Page) {
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
}

const showing = (page: Page) => page.getByText(/^Showing \d+ to \d+ of \d+ beaches$/);

test.describe('with the app’s script blocked', () => {
  test.beforeEach(async ({ page }) => blockAppScript(page));

  test('the listing’s filters, sort, layout, pages, moment and search are answered by the server', async ({
    page,
  }) => {
    // A dozen pages from the server, one after another.
    test.setTimeout(90_000);
    await page.goto('/beaches');
    expect(await page.evaluate(() => typeof window.__ddbEarly)).toBe('object');
    const first = await showing(page).textContent();

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/beaches\?page=2$/);
    await expect(showing(page)).toHaveText(/^Showing 25 to /);

    await page.getByRole('checkbox', { name: 'Parking' }).check();
    await expect(page).toHaveURL(/\/beaches\?hasParking=true$/);
    await expect(page.getByRole('checkbox', { name: 'Parking' })).toBeChecked();
    await expect(showing(page)).not.toHaveText(first ?? '');

    await page.getByLabel('Location').selectOption('North Devon');
    await expect(page).toHaveURL(/location=North\+Devon/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('North Devon');
    await page.getByLabel('Beach type').selectOption('sandy');
    await expect(page).toHaveURL(/beachType=sandy/);
    await page.getByLabel('Sort by').selectOption('rating');
    await expect(page).toHaveURL(/sortBy=rating/);
    await expect(page).toHaveURL(/hasParking=true/);

    await page.getByRole('link', { name: 'List', exact: true }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('link', { name: 'List', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await page.getByRole('list', { name: 'Pick a day' }).getByRole('link', { name: 'Tomorrow' }).click();
    await expect(page).toHaveURL(/at=\d{4}-\d\d-\d\dT12%3A00/);
    await expect(page.getByTestId('moment-summary')).toContainText('Dogs, tide and daylight for');

    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/beaches$/);
    await page.getByRole('searchbox', { name: 'Search beaches' }).fill('sands');
    await page.getByRole('searchbox', { name: 'Search beaches' }).press('Enter');
    await expect(page).toHaveURL(/\/beaches\?search=sands$/);
    await expect(showing(page)).toBeVisible();
  });

  test('home’s filters and search are answered by the server, with the listing', async ({ page }) => {
    await page.goto('/');
    const filters = page.getByRole('region', { name: 'Filters' });
    await filters.getByRole('checkbox', { name: 'Parking' }).check();
    await expect(page).toHaveURL(/\/beaches\?hasParking=true$/);
    await expect(page.getByRole('checkbox', { name: 'Parking' })).toBeChecked();
    await expect(showing(page)).toBeVisible();

    await page.goto('/');
    await filters.getByLabel('Location').selectOption('Torbay');
    await expect(page).toHaveURL(/\/beaches\?location=Torbay$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Torbay');

    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search beaches' }).first().fill('croyde');
    await page.getByRole('button', { name: 'Search', exact: true }).first().click();
    await expect(page).toHaveURL(/\/beaches\?search=croyde$/);
  });

  test('a beach page’s tabs and Share are answered in the page', async ({ page }) => {
    await page.goto('/beach/croyde-beach');
    const walks = page.locator('#dog-walks');
    await expect(walks).toBeHidden();
    await page.getByRole('tab', { name: 'Dog Walks' }).click();
    await expect(page).toHaveURL(/#dog-walks$/);
    await expect(walks.getByRole('heading', { name: 'Dog walks' })).toBeVisible();
    await expect(page.locator('#beach-details')).toBeHidden();
    await page.getByRole('tab', { name: 'Beach Details' }).click();
    await expect(page.locator('#beach-details')).toBeVisible();

    await page.getByRole('link', { name: 'Share', exact: true }).click();
    await expect(page).toHaveURL(/#share-this-page$/);
    const panel = page.locator('#share-this-page');
    await expect(panel.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\?text=.*croyde-beach/,
    );
    await expect(panel.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
      'href',
      /^mailto:\?subject=/,
    );
  });
});

test('with the app running, the same controls update the page in place', async ({ page }) => {
  await page.goto('/beaches');
  const parking = page.getByRole('checkbox', { name: 'Parking' });
  await waitForHydration(parking);
  // A mark on this document: a page the server sent again would not have it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await parking.check();
  await expect(page).toHaveURL(/hasParking=true/);
  await page.getByLabel('Sort by').selectOption('rating');
  await expect(page).toHaveURL(/hasParking=true&sortBy=rating/);
  await page.getByRole('link', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

  await page.goto('/beach/croyde-beach');
  const walksTab = page.getByRole('tab', { name: 'Dog Walks' });
  await waitForHydration(walksTab);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await walksTab.click();
  await expect(walksTab).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/#dog-walks/);
  await page.getByRole('link', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Share Croyde Bay' })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

test('a tap made before the page’s first script has arrived is held for the app, not lost', async ({
  page,
}) => {
  // The page's script files arrive 2 s late, as on one bar of signal.
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto('/beaches', { waitUntil: 'commit' });
  const showMap = page.getByRole('button', { name: 'Show Map' });
  await showMap.click();
  // Nothing listened but the inline listener when it was tapped; the app does it once it has started.
  await expect(page.getByRole('button', { name: 'Hide Map' })).toBeVisible({ timeout: 20_000 });
});
