import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

test.describe('water quality page', () => {
  test('loads every beach with real statuses, and the search narrows the cards', async ({ page }) => {
    await page.goto('/water-quality');
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
    await page.goto('/water-quality?location=Torbay');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Torbay');
    const first = page.getByRole('main').getByRole('list').nth(1).getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/beach\/[a-z0-9-]+$/);
    await first.click();
    await expect(page).toHaveURL(href ?? '');
  });

  test('is accessible', async ({ page }) => {
    await page.goto('/water-quality');
    await expect(page.getByRole('list', { name: 'Beaches by water quality status' })).toBeVisible();
    await expect(page.getByText(/3-day trend/).first()).toBeAttached();
    await expectNoSeriousA11yViolations(page);
  });
});
