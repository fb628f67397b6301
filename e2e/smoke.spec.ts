import { expect, test } from '@playwright/test';

test('the built app loads and shows what the directory holds', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Devon Dog Beaches' })).toBeVisible();
  await expect(page.getByText(/180 beaches/)).toBeVisible();
});

test('the web app manifest is served for installation', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.ok()).toBe(true);
  expect((await res.json()).name).toBe('Devon Dog Beaches');
});
