/**
 * No public page scrolls sideways on a phone (issue #32.5): at 320, 360 and 390 px wide, the page is
 * no wider than the screen. A failure also names the elements that reach past the screen, furthest
 * first (some may be clipped by their parent and harmless; the page's own width is what counts).
 */
import { expect, type Page, test } from '@playwright/test';

const WIDTHS = [320, 360, 390];

const PAGES = [
  '/',
  '/beaches',
  '/all-beaches',
  '/beach/croyde-beach',
  '/beach/budleigh-salterton-west-end',
  '/water-quality',
  '/blog',
  '/blog/dog-beach-safety',
  '/contact',
  '/privacy',
  '/terms',
  '/auth',
  '/forgot-password',
  '/no-such-page',
];

/** How far the page reaches past the screen, and the elements that reach past it. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const outside = [...document.querySelectorAll('body *')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > screenWidth + 1 && element.getClientRects().length > 0)
      .sort((a, b) => b.right - a.right)
      .slice(0, 5)
      .map(({ element, right }) => {
        const name = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''}`;
        return `${name} to ${Math.round(right)} px: ${(element.textContent ?? '').trim().slice(0, 60)}`;
      });
    return { extra: document.documentElement.scrollWidth - screenWidth, outside };
  });
}

for (const path of PAGES) {
  test(`${path} fits a phone's width: 320, 360 and 390 px @phone`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      await expect
        .poll(() => overflow(page), { message: `${path} at ${width} px` })
        .toMatchObject({ extra: 0 });
    }
  });
}
