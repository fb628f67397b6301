import { expect, type Page } from '@playwright/test';

/** Opens the app, waits for the worker to finish installing, reloads so it controls the page. */
export async function openControlled(page: Page) {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // ready resolves once the worker is active, i.e. after its precache was filled.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
}
