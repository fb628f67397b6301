import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { waitForHydration } from './hydration-steps.ts';
import { goOffline, visitOnceOnline } from './service-worker-steps.ts';

/**
 * Answers at a glance (issue #12, items 5 and 6), with the browser's clock fixed: today's status
 * on the listing's cards, the "Dogs allowed today" filter, the "Near me" sort from a mocked
 * position, and a banned beach pointing to the nearest beaches open to dogs, online and offline.
 */
test.describe.configure({ timeout: 90_000 });

const JULY = new Date('2026-07-15T12:00:00Z');
const DECEMBER = new Date('2026-12-15T12:00:00Z');
const CROYDE = { latitude: 51.1319, longitude: -4.2364 };

const cards = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
const card = (page: Page, name: string) =>
  cards(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, level: 2 }) });
const nearestOpen = (page: Page) => page.getByRole('region', { name: 'Nearest beaches open to dogs' });

async function shoot(target: Locator, name: string) {
  await target.scrollIntoViewIfNeeded();
  await target.page().screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });
}

test('in July Croyde’s card and page say no dogs, and the page links the nearest open beaches @phone', async ({
  page,
}) => {
  await page.clock.setFixedTime(JULY);
  await page.goto('/beaches?search=croyde');
  // The server's page says what holds on the server's clock; the hydrated page reads the phone's.
  await waitForHydration(card(page, 'Croyde Bay').getByRole('link'));
  await expect(card(page, 'Croyde Bay').getByTestId('dog-today')).toHaveText('No dogs until 30 Sep');
  await shoot(card(page, 'Croyde Bay'), 'croyde-july-card');

  await page.goto('/beach/croyde-beach');
  await expect(page.getByTestId('dog-now')).toContainText(/no dogs|banned/i);
  const links = nearestOpen(page).getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(links.first()).toHaveText(/^Saunton Sands — Dogs welcome today, \d+(\.\d)? km$/);
  // Beaches banned in summer, Croyde itself among them, are not offered.
  await expect(nearestOpen(page)).not.toContainText('Croyde');
  await expect(nearestOpen(page)).not.toContainText('Woolacombe');
  await shoot(nearestOpen(page), 'croyde-july-nearest-open');
  await expectNoSeriousA11yViolations(page);

  await waitForHydration(links.first());
  await links.first().click();
  await expect(page).toHaveURL(/\/beach\/saunton-sands$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Saunton Sands' })).toBeVisible();
  // Open to dogs now: nothing to point elsewhere.
  await expect(nearestOpen(page)).toHaveCount(0);
});

test('"Dogs allowed today" leaves Croyde out in July and keeps it in December', async ({ page }) => {
  await page.clock.setFixedTime(JULY);
  // The server judges "today" by its own clock (the real date): after one sync the phone answers
  // the listing from its mirror, on the browser's clock, which this test can set.
  await visitOnceOnline(page);
  await page.goto('/beaches?search=croyde');
  const toggle = page.getByRole('checkbox', { name: 'Dogs allowed today' });
  await waitForHydration(toggle);
  await toggle.click();
  await expect(page).toHaveURL(/dogsToday=true/);
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Croyde Bay', level: 2 })).toHaveCount(0);
  await shoot(page.getByRole('region', { name: 'Filters' }), 'dogs-today-july');
  await expectNoSeriousA11yViolations(page);

  await page.clock.setFixedTime(DECEMBER);
  await page.goto('/beaches?search=croyde&dogsToday=true');
  await expect(card(page, 'Croyde Bay').getByTestId('dog-today')).toHaveText('Dogs welcome today');
});

test('"Near me" asks for the position only when picked, then sorts by distance with it on each card', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(CROYDE);
  await page.clock.setFixedTime(DECEMBER);
  await page.goto('/beaches');
  const sort = page.getByLabel('Sort by');
  await waitForHydration(sort);
  await sort.selectOption('near');
  await expect(page).toHaveURL(/sortBy=near/);
  expect(page.url()).not.toMatch(/51\.13|lat/);
  const headings = cards(page).getByRole('heading', { level: 2 });
  await expect(headings.first()).toHaveText('Croyde Bay');
  const places = await cards(page)
    .getByText(/ km away$| m away$/)
    .allTextContents();
  expect(places.length).toBe(24);
  const metres = places.map((text) => {
    const [, n, unit] = text.match(/([\d.]+) (km|m) away$/) ?? [];
    return Number(n) * (unit === 'km' ? 1000 : 1);
  });
  expect(metres).toEqual([...metres].sort((a, b) => a - b));
  await shoot(card(page, 'Croyde Bay'), 'near-me');
  await expectNoSeriousA11yViolations(page);
});

test('"Near me" says so when location is blocked, and keeps the list as it was', async ({ page }) => {
  await page.goto('/beaches');
  const sort = page.getByLabel('Sort by');
  await waitForHydration(sort);
  await sort.selectOption('near');
  await expect(page.getByRole('alert')).toContainText('Location is blocked for this site');
  await expect(page).not.toHaveURL(/sortBy=near/);
  await expect(sort).toHaveValue('');
});

test('the directory shows today’s status for each beach', async ({ page }) => {
  await page.clock.setFixedTime(JULY);
  await page.goto('/all-beaches');
  const croyde = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Croyde Bay' }) });
  // The server's page says what holds on the server's clock; the hydrated page reads the phone's.
  await waitForHydration(croyde.getByRole('link'));
  await expect(croyde.getByTestId('dog-today')).toHaveText('No dogs until 30 Sep');
  await shoot(croyde, 'directory-july');
  await expectNoSeriousA11yViolations(page);
});

test('offline, after one sync, a banned beach still links the nearest open beaches', async ({ page }) => {
  await page.clock.setFixedTime(JULY);
  await visitOnceOnline(page);
  await goOffline(page);
  await page.goto('/beach/croyde-beach');
  await expect(nearestOpen(page).getByRole('link')).toHaveCount(3);
  await expect(nearestOpen(page).getByRole('link').first()).toContainText('Saunton Sands');
});
