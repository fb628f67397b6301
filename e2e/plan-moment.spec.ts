import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { waitForHydration } from './hydration-steps.ts';
import { goOffline, visitOnceOnline } from './service-worker-steps.ts';

/**
 * Any moment, not just now (issue #31 item 2), at a phone's size with the phone's clock fixed on
 * Thursday 23 April 2026 and the network cut after the first visit: Croyde Bay on the listing and
 * its map at Saturday 25 April 14:00 (dogs welcome) and at Friday 1 May 14:00 (its summer ban).
 */
test.describe.configure({ timeout: 120_000 });

const THURSDAY_NOON = new Date('2026-04-23T11:00:00Z');

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });
const picker = (page: Page) => page.getByRole('region', { name: 'When are you going?' });
const marker = (page: Page, name: string) => page.locator('.ddb-marker').filter({ hasText: name });

async function planFor(page: Page, at: string) {
  await picker(page).getByLabel('Any day and time').fill(at);
  await picker(page).getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`at=${at.replace(':', '%3A')}`));
}

test('plans Croyde for Saturday 14:00 and 1 May 14:00 on the listing and its map, offline @phone', async ({
  page,
}) => {
  await page.clock.setFixedTime(THURSDAY_NOON);
  await visitOnceOnline(page);
  await goOffline(page);
  await page.goto('/beaches?search=croyde');

  // The days on offer are the phone's: Thursday's Today, Tomorrow and the coming weekend.
  const days = picker(page).getByRole('list', { name: 'Pick a day' });
  await waitForHydration(days.getByRole('link', { name: 'Sat 25 Apr' }));
  await expect(days.getByRole('link')).toHaveText(['Now', 'Today', 'Tomorrow', 'Sat 25 Apr', 'Sun 26 Apr']);
  await days.getByRole('link', { name: 'Sat 25 Apr' }).click();
  await expect(page).toHaveURL(/at=2026-04-25T12%3A00/);
  // A day picked without a time is planned for midday; the field follows the address.
  await expect(picker(page).getByLabel('Any day and time')).toHaveValue('2026-04-25T12:00');
  await planFor(page, '2026-04-25T14:00');

  await expect(picker(page).getByTestId('moment-summary')).toHaveText(
    'Dogs, tide and daylight for Sat 25 Apr, 14:00',
  );
  const croyde = card(page, 'Croyde Bay');
  await expect(croyde.getByTestId('dog-today')).toHaveText('Dogs welcome that day');
  await expect(croyde.getByTestId('moment-conditions')).toHaveText(
    /^Tide (rising|falling), \d+\.\d m · daylight$/,
  );
  const filter = page.getByRole('checkbox', { name: 'Dogs allowed at that time' });
  await filter.click();
  await expect(page).toHaveURL(/dogsToday=true/);
  await expect(croyde).toHaveCount(1);

  await page.getByRole('button', { name: 'Show Map' }).click();
  await expect(marker(page, 'Croyde Bay').locator('[data-tone]')).toHaveAttribute('data-tone', 'green');
  await expect(marker(page, 'Croyde Bay')).toContainText(
    'Croyde Bay, Seasonal Access, Dogs welcome that day',
  );
  // Judged from the top: scrolled to the map, the sticky header lies over the filter toggles.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page);

  // 1 May: the filter leaves Croyde out; without it the card and the marker say no dogs.
  await planFor(page, '2026-05-01T14:00');
  await expect(page.getByRole('heading', { name: 'Croyde Bay', level: 2 })).toHaveCount(0);
  await filter.click();
  await expect(page).not.toHaveURL(/dogsToday/);
  await expect(croyde.getByTestId('dog-today')).toHaveText('No dogs until 30 Sep');
  await expect(croyde.getByTestId('dog-today')).toHaveAttribute('data-tone', 'closed');
  // The map stays open from Saturday and redraws its markers for the new moment.
  await expect(marker(page, 'Croyde Bay').locator('[data-tone]')).toHaveAttribute('data-tone', 'red');
  await expect(marker(page, 'Croyde Bay')).toContainText('No dogs until 30 Sep');
  await page.screenshot({ path: test.info().outputPath('plan-moment-listing-phone.png'), fullPage: true });

  // Now clears the moment: the listing answers for the phone's Thursday again.
  await picker(page).getByRole('link', { name: 'Now' }).click();
  await expect(page).not.toHaveURL(/at=/);
  await expect(page.getByRole('checkbox', { name: 'Dogs allowed today' })).toBeAttached();
});
