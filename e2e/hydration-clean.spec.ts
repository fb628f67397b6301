/**
 * Hydration is clean in every state a server page can be met in (issue #32 item 5). The server
 * renders each public page once for everyone, signed out and at its own clock; the browser's first
 * render has to be that same page, whoever is signed in on the phone, whatever the phone keeps and
 * whatever its clock says, and only then show the phone's own. A mismatch (React's #418) throws the
 * server's markup away and draws the part again, with whatever was chosen in it.
 */
import { expect, type Page, test } from '@playwright/test';
import { newAccount, registerAndVerify } from './account-steps.ts';
import { signInAsAdmin } from './admin-steps.ts';
import { recordErrors, waitForHydration } from './hydration-steps.ts';

test.skip(({ isMobile }) => isMobile, 'what the server sends does not depend on the screen');
// Several pages a test, each hydrated to its last part.
test.describe.configure({ timeout: 90_000 });

const BEACH = '/beach/croyde-beach';
const POST = '/blog/best-winter-dog-beaches-in-devon';
/**
 * The phone's clock this far from the server's: another season (the seasonal bans read otherwise)
 * and another weekday (so do the listing's day links).
 */
const FAR_OFF = 200 * 24 * 60 * 60_000;

/** What React says when the browser's first render is not the server's HTML (#418, #423, #425). */
const HYDRATION_ERROR = /#418|#423|#425|hydrat/i;

/**
 * Opens each page, starts the app with a sign of use, waits until every part is hydrated, and
 * gives the hydration errors each page logged.
 */
async function hydrationErrorsOn(page: Page, paths: string[]): Promise<Record<string, string[]>> {
  const errors = recordErrors(page);
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    errors.length = 0;
    await page.goto(path);
    await waitForHydration(page.getByRole('heading', { level: 1 }).first());
    found[path] = errors.filter((error) => HYDRATION_ERROR.test(error));
  }
  return found;
}

const noneOn = (paths: string[]) => Object.fromEntries(paths.map((path) => [path, []]));

test('signed out, on the server’s clock', async ({ page }) => {
  const paths = ['/', '/beaches', BEACH, POST];
  expect(await hydrationErrorsOn(page, paths)).toEqual(noneOn(paths));
});

test('the phone’s clock 200 days from the server’s', async ({ page }) => {
  await page.clock.setFixedTime(new Date(Date.now() + FAR_OFF));
  const paths = ['/', '/all-beaches', BEACH, '/water-quality', '/beaches'];
  expect(await hydrationErrorsOn(page, paths)).toEqual(noneOn(paths));
  // Then the listing is the phone's: its day links read the phone's clock.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(Date.now() + FAR_OFF);
  await expect(page.getByRole('link', { name: 'Today', exact: true })).toHaveAttribute(
    'href',
    new RegExp(`at=${today}`),
  );
});

test('signed in, with a beach in My beaches', async ({ page }) => {
  await registerAndVerify(page, newAccount('hydration'));
  await page.goto(BEACH);
  const save = page.getByRole('button', { name: 'Save to My beaches' });
  await waitForHydration(save);
  await save.click();
  await expect(page.getByRole('button', { name: 'In My beaches' })).toBeVisible();
  // Kept by the account before the next page asks for its list.
  await expect.poll(async () => (await (await page.request.get('/api/my/favourites')).json()).length).toBe(1);

  const paths = ['/', '/beaches', '/my-beaches', BEACH];
  expect(await hydrationErrorsOn(page, paths)).toEqual(noneOn(paths));
  // Then the beach page is the signed-in user's, with their star.
  await expect(page.getByRole('heading', { name: 'Been to Croyde Bay with your dog?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'In My beaches' })).toBeVisible();
});

test('signed in as an admin', async ({ page }) => {
  await signInAsAdmin(page);
  const paths = ['/beaches', BEACH];
  expect(await hydrationErrorsOn(page, paths)).toEqual(noneOn(paths));
});
