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

/** Opens `/` online, lets the worker take control and waits until the mirror holds a snapshot. */
export async function visitOnceOnline(page: Page) {
  await openControlled(page);
  // The sync writes this note once a snapshot is stored (pwa/data/mirror/mirror-hint.ts).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ddb.mirror')), { timeout: 30_000 })
    .toBe('ready');
}

/** Cuts the network and reloads: the page now comes from the worker's cached shell. */
export async function goOffline(page: Page) {
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
}
