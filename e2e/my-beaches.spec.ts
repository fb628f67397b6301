import { expect, type Page, request, test } from '@playwright/test';
import { newAccount, signIn } from './account-steps.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { waitForHydration } from './hydration-steps.ts';
import { registerVerified } from './outbox-steps.ts';
import { goOffline, visitOnceOnline } from './service-worker-steps.ts';

/**
 * My beaches (issue #31 item 1), on a phone whose clock reads Thursday 23 April 2026: beaches
 * starred signed out are kept on the phone; signing in brings them into the account once each;
 * with no signal the list is still there, with the next change of each beach's dog rules.
 */
test.describe.configure({ timeout: 120_000 });

const THURSDAY = new Date('2026-04-23T11:00:00Z');

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, level: 2 }) });
const star = (page: Page, name: string) => page.getByRole('button', { name: `${name} in My beaches` });
const rows = (page: Page) => page.getByTestId('my-beach');

async function starOnListing(page: Page, search: string, name: string) {
  await page.goto(`/beaches?search=${search}`);
  await waitForHydration(card(page, name).getByRole('link').first());
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'false');
  await star(page, name).click();
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'true');
}

test('starred signed out, kept once in the account after sign-in, and listed with no signal @phone', async ({
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
  await page.screenshot({
    path: test.info().outputPath(`my-beaches-${test.info().project.name}.png`),
    fullPage: true,
  });
  await api.dispose();
});
