import { expect, type Locator } from '@playwright/test';

/**
 * Sections below the fold render only once they come near the viewport
 * (pwa/ui/when-near-viewport.tsx). Scrolls down a screen at a time, as a visitor would, until
 * `target` is on the page, then brings it into view.
 */
export async function scrollUntilShown(target: Locator) {
  const page = target.page();
  await expect(async () => {
    if ((await target.count()) === 0) {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
    }
    await target.first().scrollIntoViewIfNeeded({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
