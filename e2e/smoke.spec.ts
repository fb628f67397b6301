import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

test('the built app loads with its header and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Devon Dog Beaches, home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Devon Dog Beaches');
});

test('an unknown path shows the 404 page, accessibly', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the web app manifest is served for installation', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  expect((await res.json()).name).toBe('Devon Dog Beaches');
});

test('a new visit opens at the top of the page; a reload keeps the place', async ({ page }) => {
  const scrolledDown = async () => {
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  };
  await page.goto('/privacy');
  await scrolledDown();
  await page.goto('/terms');
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // React Router would restore what it saved for the first page of the earlier visit.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await scrolledDown();
  const place = await page.evaluate(() => window.scrollY);
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(place);
});
