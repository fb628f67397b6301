/**
 * Issue #28 §7 and §8 on the built app with its real service worker. A page the server rendered
 * starts the app only when it is used; the phone's offline copy must not wait for that: a change
 * made on the server while no page was open reaches the copy within seconds of opening one, with
 * no touch at all. And offline, a beach the copy lacks says so, not "check your connection". The
 * server's test hooks (E2E_TEST_HOOKS, playwright.config.ts) change a beach, and put it back.
 */
import { expect, type Page, test } from '@playwright/test';
import { goOffline, visitOnceOnline } from './service-worker-steps.ts';

/** Changed in this test only (no other spec writes about it). */
const CHANGED = 'mothecombe-beach';

/** A beach's row in the phone's copy (IndexedDB, pwa/data/mirror/mirror-db.ts). */
function mirroredBeach(page: Page, slug: string) {
  return page.evaluate(async (wanted) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('devon-dog-beaches');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      return await new Promise<{ safetyNotes?: string } | undefined>((resolve, reject) => {
        const get = db.transaction('beaches').objectStore('beaches').index('slug').get(wanted);
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error);
      });
    } finally {
      db.close();
    }
  }, slug);
}

test('a change made while no page was open reaches the offline copy soon after a page opens, untouched', {
  tag: '@phone',
}, async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const before = await request.get(`/api/beaches/${CHANGED}`);
  expect(before.ok()).toBe(true);
  const { safetyNotes: was } = (await before.json()) as { safetyNotes: string | null };
  const now = `Dogs on leads near the estuary mouth: ground-nesting birds (${test.info().project.name}, ${Date.now()})`;

  await visitOnceOnline(page);
  await page.close();
  try {
    await expect(
      await request.patch(`/api/test-hooks/beaches/${CHANGED}`, { data: { safetyNotes: now } }),
    ).toBeOK();

    const again = await context.newPage();
    const appCode: string[] = [];
    again.on('request', (r) => {
      if (/\/assets\/start-app-[^/]+\.js$/.test(r.url())) appCode.push(r.url());
    });
    // The beach's own page, as a search would open it (the server's page, with the change).
    await again.goto(`/beach/${CHANGED}`);
    await again.getByRole('heading', { level: 1 }).first().waitFor();
    // Nobody touches the page: within a few seconds its copy has the change.
    await expect
      .poll(async () => (await mirroredBeach(again, CHANGED))?.safetyNotes, { timeout: 5_000 })
      .toBe(now);
    // The app itself did not have to start for it. (When the server took longer than the worker's
    // 3 s, the worker's shell answered instead, and a shell starts the app at once.)
    if ((await again.locator('#ddb-server-render').count()) > 0) expect(appCode).toEqual([]);
  } finally {
    if (was) await request.patch(`/api/test-hooks/beaches/${CHANGED}`, { data: { safetyNotes: was } });
  }
});

test('offline, a beach the saved copy lacks says so rather than "check your connection"', {
  tag: '@phone',
}, async ({ page }) => {
  await visitOnceOnline(page);
  await goOffline(page);
  await page.goto('/beach/a-beach-not-in-the-copy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This beach is not in your saved copy' }),
  ).toBeVisible();
  await expect(page.getByText('Check your connection')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Browse saved beaches' })).toHaveAttribute('href', '/beaches');
  await page.context().setOffline(false);
});
