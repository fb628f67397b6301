import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { scrollUntilShown } from './scroll-steps.ts';

/** The tide card of Croyde, scrolled into view and loaded (its curve drawn). */
async function openTideCard(page: Page) {
  await page.goto('/beach/croyde-beach');
  await expect(page.getByRole('heading', { level: 1, name: 'Croyde Bay' })).toBeVisible();
  const card = page.locator('#tides');
  await scrollUntilShown(card);
  await expect(card.getByRole('img', { name: /^Tide curve for Croyde Bay/ })).toBeVisible();
  // Where the page's own "Tides" jump link lands: the card's top just below the sticky header
  // (its scroll margin), not at whatever height the scrolling stopped, where the header may cover
  // the day buttons.
  await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  return card;
}

test('Croyde’s tide card shows Ilfracombe’s tides, the curve and the next tide', async ({ page }) => {
  const card = await openTideCard(page);
  await expect(card.getByText('Tides for Ilfracombe', { exact: false })).toBeVisible();
  await expect(card.getByRole('heading', { name: /^Today, / })).toBeVisible();
  const entries = card.getByRole('list', { name: 'High and low water' }).getByRole('listitem');
  await expect(entries.first()).toHaveText(/^(High|Low) \d\d:\d\d\d+\.\d m/);
  expect(await entries.count()).toBeGreaterThanOrEqual(3);
  expect(await entries.count()).toBeLessThanOrEqual(4);
  await expect(card.getByTestId('next-tide')).toContainText(/(High|Low) tide (tomorrow )?at \d\d:\d\d/);
  await expect(card.getByTestId('time-until')).toHaveText(/^(\d+h )?\d+m$/);
  await expect(card.getByText('Best time for a walk on the sand')).toBeVisible();
  await expect(card.getByText(/CC BY 4\.0/)).toBeVisible();
  await expect(card.getByText(/Not for navigation/)).toBeVisible();

  await shoot(page, card, 'card');
});

test('picking another day predicts it in the page, offline, as /api/tides would', async ({
  page,
  context,
}) => {
  const card = await openTideCard(page);
  const list = card.getByRole('list', { name: 'High and low water' });
  const todays = (await list.textContent()) ?? '';
  const days = card.getByRole('group', { name: 'Choose a day' }).getByRole('button');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAttribute('aria-pressed', 'true');

  const tideRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/tides')) tideRequests.push(request.url());
  });
  await context.setOffline(true);
  await days.nth(2).click();
  await expect(days.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('heading', { level: 3 })).not.toHaveText(/^Today/);
  await expect(list).not.toHaveText(todays);
  await expect(card.getByTestId('next-tide')).toHaveCount(0);

  // Any date, from the keyboard: the field drives the same list and curve.
  const field = card.getByLabel('Or pick a date');
  await field.focus();
  await field.fill('2027-01-01');
  await expect(card.getByRole('heading', { name: /Friday 1 January/ })).toBeVisible();
  await expect(card.getByRole('img', { name: /Friday 1 January/ })).toBeVisible();
  await expect(days.and(page.locator('[aria-pressed="true"]'))).toHaveCount(0);
  const predicted = await list.getByRole('listitem').allTextContents();
  await context.setOffline(false);
  expect(tideRequests).toEqual([]);

  // The API, asked afterwards, gives the same main tides to the minute.
  const api = (await (
    await page.request.get('/api/tides?lat=51.1319&lng=-4.2364&date=2027-01-01')
  ).json()) as { time: string; type: string; minor?: boolean }[];
  const expected = api
    .filter((e) => !e.minor)
    .map((e) => `${e.type === 'high' ? 'High' : 'Low'} ${e.time.slice(11, 16)}`);
  expect(predicted.map((text) => /^(High|Low) \d\d:\d\d/.exec(text)?.[0])).toEqual(expected);

  await shoot(page, card, 'card-other-day');
});

test('a Dorset beach with double tides says so honestly', async ({ page }) => {
  await page.goto('/beach/weymouth-beach');
  const card = page.locator('#tides');
  await scrollUntilShown(card);
  await expect(card.getByRole('img', { name: /^Tide curve for/ })).toBeVisible();
  await expect(
    card.getByText(/^(Double .* waters here|Tides here can turn twice).*see the curve$/),
  ).toBeVisible();
  await shoot(page, card, 'card-weymouth');
});

test('on a November day the card gives sunrise and sunset and suggests the sand only in daylight', async ({
  page,
}) => {
  // Sunday 22 November 2026, noon GMT: at Croyde the sun rises at 07:45 and sets at 16:21.
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00Z'));
  const card = await openTideCard(page);
  await expect(card.getByRole('heading', { name: 'Today, Sunday 22 November' })).toBeVisible();
  await expect(card.getByTestId('daylight')).toHaveText('Sunrise 07:45 · Sunset 16:21');
  const windows = (await card.getByTestId('sand-windows').textContent()) ?? '';
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  for (const [, from, to] of windows.matchAll(/(\d\d:\d\d)–(\d\d:\d\d)/g)) {
    expect(minutes(from)).toBeGreaterThanOrEqual(minutes('07:45'));
    expect(minutes(to)).toBeLessThanOrEqual(minutes('16:21'));
  }
  expect(windows).not.toContain('24:00');

  // Another day, offline: still worked out on the phone.
  await page.context().setOffline(true);
  await card.getByRole('group', { name: 'Choose a day' }).getByRole('button').nth(3).click();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText('Wednesday 25 November');
  await expect(card.getByTestId('daylight')).toHaveText('Sunrise 07:50 · Sunset 16:18');
  await page.context().setOffline(false);
  await shoot(page, card, 'card-november');
});

test('the tide card has no serious accessibility problems', async ({ page }) => {
  await openTideCard(page);
  await expectNoSeriousA11yViolations(page);
});

/** With TIDE_SHOTS set, a picture of the card for a person to look at (cut from the full page, under no sticky header). */
async function shoot(page: Page, card: Locator, name: string) {
  if (!process.env.TIDE_SHOTS) return;
  // At the top of the page the sticky header stays up there, off the card.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  const box = await card.boundingBox();
  if (!box) return;
  await page.screenshot({
    path: `/tmp/shots-tidecard/${name}-${test.info().project.name}.png`,
    fullPage: true,
    clip: { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 },
  });
}
