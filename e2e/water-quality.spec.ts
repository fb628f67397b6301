import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { scrollUntilShown } from './scroll-steps.ts';

/**
 * The page has no route loader yet, so its cards wait for the full beach list in the browser:
 * several seconds on a loaded machine. Wait for them once, then use the usual timeouts.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: 'Status overview' })).toBeVisible({
    timeout: 20_000,
  });
}

test.describe('water quality page', () => {
  test('loads every beach with real statuses, and the search narrows the cards', async ({ page }) => {
    await open(page, '/water-quality');
    await expect(page.getByRole('heading', { level: 1, name: 'Bathing Water Quality' })).toBeVisible();
    await expect(page).toHaveTitle(/Bathing Water Quality/);

    const summary = page.getByRole('list', { name: 'Beaches by water quality status' });
    await expect(summary.getByRole('button')).toHaveCount(5);
    // The counts cover all 180 seeded beaches.
    const counts = await summary
      .getByRole('button')
      .evaluateAll((tiles) => tiles.map((tile) => Number.parseInt(tile.textContent ?? '', 10)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(180);
    expect(counts[0]).toBeGreaterThan(0); // some bathing waters are excellent

    await expect(page.getByText(/^Showing 24 of 180 beaches$/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by beach name' }).fill('Woolacombe');
    await expect(page.getByText(/^Showing \d+ of \d+ matching beaches$/)).toBeVisible();
    const cards = page.getByRole('link', { name: /Woolacombe/ });
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount((await cards.count()) + 5);
    await expect(page).toHaveURL(/search=Woolacombe/);

    await page.getByRole('searchbox', { name: 'Search by beach name' }).fill('no such beach anywhere');
    await expect(page.getByText('No beaches found')).toBeVisible();
  });

  test('filters by location and opens a beach from its card', async ({ page }) => {
    await open(page, '/water-quality?location=Torbay');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Torbay');
    const first = page.getByRole('main').getByRole('list').nth(1).getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/beach\/[a-z0-9-]+$/);
    await first.click();
    await expect(page).toHaveURL(href ?? '');
  });

  test('dates each class by its year and makes no trend without samples', async ({ page }) => {
    // A fresh database holds the EA's 2025 classes and no sample results (issue #12).
    await open(page, '/water-quality?search=Meadfoot');
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Meadfoot Beach' });
    await expect(card).toContainText('Water quality:Excellent');
    await expect(card).toContainText('2025 classification');
    await expect(card).toContainText(
      "No sample results held yet — the classification is the Environment Agency's 2025 one",
    );
    await expect(card).not.toContainText(/checked|3-day trend/i);
    // Holding no sample, the page promises none (issue #29).
    await expect(page.getByText('We hold no sample results yet.', { exact: false }).first()).toBeVisible();
    await expect(
      page.getByText('Bathing water is monitored by the Environment Agency from 15 May to 30 September.'),
    ).toBeVisible();

    await card.getByRole('link', { name: 'Meadfoot Beach' }).click();
    const water = page.locator('#water-quality');
    await scrollUntilShown(water.getByText('2025 classification'));
    await expect(water.getByTestId('water-status')).toHaveText('Excellent');
    await expect(water).toContainText('Environment Agency data as of 31 May 2026.');
    await expect(water).toContainText('monitored by the Environment Agency from 15 May to 30 September');
    await expect(water).toContainText(
      "No sample results held yet — the classification is the Environment Agency's 2025 one.",
    );
    await expect(water).not.toContainText(/not a designated bathing water|last checked/i);
  });

  test('names the bathing water nearest a beach that is not on one', async ({ page }) => {
    await open(page, '/water-quality?search=Mouthwell');
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Mouthwell Sands' });
    await expect(card).toContainText(
      'The nearest Environment Agency bathing water is Hope Cove, 480 m away; this beach is not sampled itself.',
    );
    await expect(card).not.toContainText(/not a designated/i);
  });

  test('is accessible', async ({ page }) => {
    await open(page, '/water-quality');
    await expect(page.getByRole('list', { name: 'Beaches by water quality status' })).toBeVisible();
    await expect(page.getByText(/No sample results held yet/).first()).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });
});
