import { expect, type Page, request, test } from '@playwright/test';
import { newAccount, signIn } from './account-steps.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { waitForHydration } from './hydration-steps.ts';
import { registerVerified } from './outbox-steps.ts';
import { goOffline, visitOnceOnline } from './service-worker-steps.ts';

/**
 * Plan a day out (issue #31), the acceptance journey on a phone whose clock reads Thursday 23
 * April 2026: Croyde and Saunton starred signed out are kept once each in the account after
 * sign-in; with no signal, My beaches lists them with the next change of their rules; the listing
 * and its map at Saturday 14:00 and at 1 May 14:00 turn Croyde to "No dogs" and the filter leaves
 * it out; Croyde's page shows its best time on Saturday and none from 1 May, naming Saunton.
 */
test.describe.configure({ timeout: 120_000 });

const THURSDAY = new Date('2026-04-23T11:00:00Z');

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });
const star = (page: Page, name: string) => page.getByRole('button', { name: `${name} in My beaches` });
const rows = (page: Page) => page.getByTestId('my-beach');
const marker = (page: Page, name: string) => page.locator('.ddb-marker').filter({ hasText: name });
const day = (page: Page, date: string) =>
  page.getByRole('list', { name: /^Best time to go at Croyde Bay/ }).locator(`[data-date="${date}"]`);

async function starOnListing(page: Page, search: string, name: string) {
  await page.goto(`/beaches?search=${search}`);
  await waitForHydration(card(page, name).getByRole('link').first());
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'false');
  await star(page, name).click();
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'true');
}

test('My beaches, any moment and the best time to go, from signed out to offline @phone', async ({
  page,
  baseURL,
}) => {
  await page.clock.setFixedTime(THURSDAY);
  await visitOnceOnline(page);
  await starOnListing(page, 'croyde', 'Croyde Bay');
  await starOnListing(page, 'saunton', 'Saunton Sands');

  await page.goto('/my-beaches');
  await expect(rows(page)).toHaveCount(2);
  const croydeRow = rows(page).filter({ hasText: 'Croyde Bay' });
  await expect(croydeRow.getByTestId('next-change')).toHaveText('No dogs from Fri 1 May');
  await expect(page.getByText('Kept on this phone.')).toBeVisible();

  // Sign in: both join the account, once each.
  const account = newAccount('my-beaches');
  const api = await request.newContext({ baseURL });
  await registerVerified(api, account);
  await signIn(page, account, account.password, '/my-beaches');
  await expect(rows(page)).toHaveCount(2);
  await expect
    .poll(
      async () => ((await (await api.get('/api/my/favourites')).json()) as { beachId: number }[]).length,
      {
        timeout: 20_000,
      },
    )
    .toBe(2);
  // Starring one again, signed in, changes nothing on the server: it is the same favourite.
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // A note, kept and sent.
  await croydeRow.getByRole('button', { name: 'Add a note' }).click();
  await page.getByLabel('Your note on Croyde Bay').fill('Park at the village car park');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(croydeRow).toContainText('Park at the village car park');
  await expect
    .poll(async () => {
      const list = (await (await api.get('/api/my/favourites')).json()) as { notes: string | null }[];
      return list.map((f) => f.notes).filter(Boolean);
    })
    .toEqual(['Park at the village car park']);

  // No signal: the list, today's status and the next change are still there.
  await goOffline(page);
  await page.goto('/my-beaches').catch(() => undefined);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'Croyde Bay' }).getByTestId('next-change')).toHaveText(
    'No dogs from Fri 1 May',
  );
  await page.screenshot({ path: test.info().outputPath('my-beaches-phone.png'), fullPage: true });
  await api.dispose();

  // Still offline: the listing and its map at Saturday 14:00, then at 1 May 14:00.
  const croyde = card(page, 'Croyde Bay');
  await page.goto('/beaches?search=croyde&at=2026-04-25T14%3A00');
  await waitForHydration(croyde.getByRole('link').first());
  await expect(croyde.getByTestId('dog-today')).toHaveText('Dogs welcome that day');
  await page.getByRole('button', { name: 'Show Map' }).click();
  await expect(marker(page, 'Croyde Bay').locator('[data-tone]')).toHaveAttribute('data-tone', 'green');
  await page.goto('/beaches?search=croyde&at=2026-05-01T14%3A00');
  await waitForHydration(croyde.getByRole('link').first());
  await expect(croyde.getByTestId('dog-today')).toHaveText('No dogs until 30 Sep');
  await page.getByRole('button', { name: 'Show Map' }).click();
  await expect(marker(page, 'Croyde Bay').locator('[data-tone]')).toHaveAttribute('data-tone', 'red');
  await page.goto('/beaches?search=croyde&at=2026-05-01T14%3A00&dogsToday=true');
  await expect(page.getByRole('checkbox', { name: 'Dogs allowed at that time' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Croyde Bay', level: 2 })).toHaveCount(0);

  // Croyde's page: the best time on Saturday, and from 1 May none, with Saunton named.
  await page.goto('/beach/croyde-beach');
  await page.locator('#best-time').first().scrollIntoViewIfNeeded();
  await expect(day(page, '2026-04-25').getByTestId('plan-sentence')).toHaveText(
    / — best \d\d:\d\d–\d\d:\d\d in daylight$/,
    { timeout: 30_000 },
  );
  await page.goto('/beach/croyde-beach?at=2026-05-01T14:00');
  await page.locator('#best-time').first().scrollIntoViewIfNeeded();
  await expect(day(page, '2026-05-01').getByTestId('plan-sentence')).toHaveText(/no time to go with a dog$/, {
    timeout: 30_000,
  });
  await expect(day(page, '2026-05-01').getByTestId('nearest-window')).toContainText('Saunton Sands');
});
