/**
 * "Best time to go" on a beach page (issue #31 item 3), on a phone with no network and the
 * browser's clock fixed on Thursday 23 April 2026, 12:00 in London: Croyde Bay's strip names its
 * best time on Saturday 25 April; planned for 1 May (`at=` in the address), when dogs are banned
 * there all day, it names no time at Croyde and sends the owner to Saunton Sands, with its
 * distance. The strip fits a 320 px screen and axe finds nothing serious in it.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { goOffline, visitOnceOnline } from './service-worker-steps.ts';

const THURSDAY_NOON = new Date('2026-04-23T11:00:00Z');

const strip = (page: Page) => page.getByRole('list', { name: /^Best time to go at Croyde Bay/ });
const day = (page: Page, date: string) => strip(page).locator(`[data-date="${date}"]`);

/**
 * The section holds its place (and its id) until it comes near the screen; its days then fill in
 * one after another, so the list moves for a while: wait for it rather than for a still element.
 */
async function showStrip(page: Page) {
  await page.locator('#best-time').first().scrollIntoViewIfNeeded();
  await expect(strip(page)).toBeVisible({ timeout: 30_000 });
}

async function shoot(target: Locator, name: string) {
  await target.scrollIntoViewIfNeeded();
  // A section taller than the screen is shot in pieces: the sticky header would cross it.
  await target.screenshot({
    path: test.info().outputPath(`${name}.png`),
    style: 'header { position: static !important; }',
  });
}

/** How many pixels the page reaches past the screen. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('Croyde’s best time on Saturday, and Saunton Sands on 1 May, offline @phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(THURSDAY_NOON);
  await visitOnceOnline(page);
  await goOffline(page);

  await page.goto('/beach/croyde-beach');
  await showStrip(page);
  await expect(strip(page).getByRole('listitem')).toHaveCount(7);
  await expect(day(page, '2026-04-23').getByTestId('plan-sentence')).toHaveText(/^Thu 23 Apr: /);
  const saturday = day(page, '2026-04-25');
  await expect(saturday.getByTestId('plan-sentence')).toHaveText(
    /^Sat 25 Apr: dogs all day, low tide [\d: and]+ — best \d\d:\d\d–\d\d:\d\d in daylight$/,
    { timeout: 20_000 },
  );
  await expect(saturday.getByRole('img', { name: /^Daylight .* Best \d\d:\d\d–\d\d:\d\d\.$/ })).toBeVisible();
  const section = page.getByTestId('best-time');
  await shoot(section, 'plan-strip-croyde-april-390');
  await expectNoSeriousA11yViolations(page, '[data-testid="best-time"]');

  await page.goto('/beach/croyde-beach?at=2026-05-01T14:00');
  await showStrip(page);
  const may = day(page, '2026-05-01');
  await expect(strip(page).getByRole('listitem').first()).toHaveAttribute('data-date', '2026-05-01');
  await expect(may.getByTestId('plan-sentence')).toHaveText(
    /^Fri 1 May: no dogs all day, low tide [\d: and]+ — no time to go with a dog$/,
    { timeout: 20_000 },
  );
  await expect(may.getByTestId('nearest-window')).toHaveText(
    /^Nearest with one: Saunton Sands, \d+(\.\d)? km away — best \d\d:\d\d–\d\d:\d\d in daylight\.$/,
    { timeout: 20_000 },
  );
  await expect(may.getByRole('link', { name: 'Saunton Sands' })).toHaveAttribute(
    'href',
    /^\/beach\/saunton-sands\?at=2026-05-01T\d\d:\d\d$/,
  );
  await shoot(section, 'plan-strip-croyde-may-390');
  await expectNoSeriousA11yViolations(page, '[data-testid="best-time"]');

  // No sideways scrolling on the smallest phone, and a look at the desktop layout.
  await page.setViewportSize({ width: 320, height: 740 });
  await expect.poll(() => sideways(page)).toBe(0);
  await shoot(section, 'plan-strip-croyde-may-320');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(section, 'plan-strip-croyde-may-1280');
});
