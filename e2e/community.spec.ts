import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, request, test } from '@playwright/test';
import { animationsDone, newAccount, registerAndVerify } from './account-steps.ts';
import { adminApi } from './admin-steps.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { waitForHydration } from './hydration-steps.ts';
import { croyde, registerVerified } from './outbox-steps.ts';
import { scrollUntilShown } from './scroll-steps.ts';

// Each test signs up, then goes through several pages, scrolling the beach page to its community
// sections (they render once near the viewport): more than the default 30 s on a slow machine.
test.describe.configure({ timeout: 60_000 });

const BEACH = '/beach/croyde-beach';
const JPEG = readFileSync(resolve('pwa/public/media/hero-poster.jpg'));
const photo = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: JPEG });

/** The star a visitor clicks: the label around the (visually hidden) radio. */
const starLabel = (scope: Locator, name: string) =>
  scope.locator('label').filter({ has: scope.page().getByRole('radio', { name }) });

/**
 * A walk from Croyde another visitor shared and an admin approved, through the API: the seed
 * shares none. Its name is the test's own, so runs and projects never see each other's.
 */
async function approvedWalk(baseURL: string | undefined): Promise<string> {
  const routeName = `Baggy Point circular ${Date.now().toString(36)}`;
  const visitor = await request.newContext({ baseURL });
  await registerVerified(visitor, newAccount('walker'));
  const beach = await croyde(visitor);
  const submitted = await visitor.post('/api/routes', {
    data: {
      beachId: beach.id,
      routeName,
      description: 'Round the headland from the National Trust car park and back over the top.',
      difficulty: 'moderate',
      estimatedDuration: 80,
      distanceKm: 4,
      startingPoint: 'Baggy Point car park',
      submittedBy: 'Robin',
    },
  });
  expect(submitted.status(), 'route submitted').toBe(201);
  const admin = await adminApi(baseURL);
  const { id } = (await submitted.json()) as { id: number };
  expect((await admin.put(`/api/admin/routes/${id}/approve`)).status(), 'route approved').toBe(200);
  await Promise.all([visitor.dispose(), admin.dispose()]);
  return routeName;
}

/** Opens Croyde's page and waits until React has taken over the server's markup (tabs, buttons). */
async function openBeach(page: Page) {
  await page.goto(BEACH);
  await expect(page.getByRole('heading', { level: 1, name: /Croyde/ })).toBeVisible();
  await waitForHydration(page.getByRole('main'));
}

test('a visitor is sent to sign in from the upload page, and sees no community buttons', async ({ page }) => {
  await page.goto('/community/upload?beachId=1&beachName=Croyde');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Fcommunity%2Fupload%3FbeachId%3D1%26beachName%3DCroyde$/);
  await openBeach(page);
  await scrollUntilShown(page.getByRole('heading', { name: 'Community photos' }));
  await expect(page.getByRole('heading', { name: 'Community photos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Photos' })).toHaveCount(0);
  await page.getByRole('tab', { name: /Dog Walks/ }).click();
  await expect(page.getByRole('link', { name: 'Login to Submit Route' })).toHaveAttribute(
    'href',
    '/auth?returnTo=%2Fbeach%2Fcroyde-beach',
  );
});

test('upload 2 photos with captions: they show on the beach page and profile, then delete one', async ({
  page,
}) => {
  await registerAndVerify(page, newAccount('photos'));
  // Both projects share one database: captions of their own keep the checks apart.
  const dunes = `Dunes at dawn (${test.info().project.name})`;
  const pools = `Rock pools at low tide (${test.info().project.name})`;
  await openBeach(page);
  const prompt = page.getByRole('region', { name: /Been to Croyde/ });
  await prompt.getByRole('link', { name: 'Upload Photos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Share Your Beach Photos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change beach' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByText(/Croyde/)
      .first(),
  ).toBeVisible();

  await page.getByLabel('Choose photos').setInputFiles([photo('dunes.jpg'), photo('pools.jpg')]);
  await page.getByRole('textbox', { name: 'Caption for photo 1 (optional)' }).fill(dunes);
  await page.getByRole('textbox', { name: 'Caption for photo 2 (optional)' }).fill(pools);
  await expectNoSeriousA11yViolations(page);
  const sent = page.waitForRequest((r) => r.url().includes('/community-photos-bulk'));
  await page.getByRole('button', { name: 'Upload 2 Photos' }).click();
  expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Thanks for sharing!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Photos uploaded!')).toBeVisible();

  await page.getByRole('link', { name: /^View Croyde/ }).click();
  await scrollUntilShown(page.getByRole('img', { name: dunes }));
  await expect(page.getByRole('img', { name: dunes })).toBeVisible();
  await expect(page.getByRole('img', { name: pools })).toBeVisible();

  await page.goto('/profile');
  const photos = page.getByRole('region', { name: 'My Photos' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await photos.getByRole('button', { name: `Delete photo "${dunes}"` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this photo?' });
  await expect(confirm).toBeVisible();
  await animationsDone(page);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete photo' }).click();
  await expect(page.getByText('Photo deleted')).toBeVisible();
  await expect(photos.getByRole('img')).toHaveCount(1);

  await openBeach(page);
  await scrollUntilShown(page.getByRole('img', { name: pools }));
  await expect(page.getByRole('img', { name: pools })).toBeVisible();
  await expect(page.getByRole('img', { name: dunes })).toHaveCount(0);
});

test('feedback: create from the beach page, then edit and delete it on the profile', async ({ page }) => {
  await registerAndVerify(page, newAccount('feedback'));
  const text = `The north car park now shuts at 6pm (${test.info().project.name}).`;
  await openBeach(page);
  await scrollUntilShown(page.getByRole('link', { name: 'Add Feedback' }));
  await page.getByRole('link', { name: 'Add Feedback' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Share Feedback' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Beach (optional)' })).not.toHaveValue('general');
  const submit = page.getByRole('button', { name: 'Submit Feedback' });
  await expect(submit).toBeDisabled();
  await page.getByText('Report an Issue').click();
  await page.getByRole('textbox', { name: /Your feedback/ }).fill(text);
  await expectNoSeriousA11yViolations(page);
  await submit.click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Feedback submitted!')).toBeVisible();
  const mine = page.getByRole('region', { name: 'My Feedback' });
  const item = mine.getByRole('listitem').filter({ hasText: text });
  await expect(item).toBeVisible();

  await openBeach(page);
  await scrollUntilShown(page.getByText(text));
  await expect(page.getByText(text)).toBeVisible();

  await page.goto('/profile');
  await item.getByRole('button', { name: 'Edit' }).click();
  // While editing, the text is in the box, so find the box and its buttons in the section.
  await mine
    .getByRole('textbox', { name: 'Edit your feedback' })
    .fill('The north car park now shuts at 7pm.');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Feedback updated')).toBeVisible();
  const edited = mine.getByRole('listitem').filter({ hasText: 'shuts at 7pm' });
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete feedback' }).click();
  await expect(page.getByText('Feedback deleted')).toBeVisible();
  await expect(mine.getByText('shuts at 7pm')).toHaveCount(0);
});

test('submit a walking route (held for review) and rate an approved one', async ({ page, baseURL }) => {
  // Sign-up, the form (with axe), a reload that hydrates again, then the rating: the longest journey.
  test.setTimeout(90_000);
  const walk = await approvedWalk(baseURL);
  await registerAndVerify(page, newAccount('routes'));
  await openBeach(page);
  await page.getByRole('tab', { name: /Dog Walks/ }).click();
  await page.getByRole('button', { name: 'Submit Route' }).click();
  const form = page.getByRole('form', { name: 'Submit a dog walk' });
  await form.getByRole('textbox', { name: 'Route name' }).fill('Downend headland loop');
  await form.getByRole('textbox', { name: 'Starting point' }).fill('Downend car park');
  await form.getByRole('combobox', { name: 'Difficulty' }).selectOption('moderate');
  await form.getByRole('textbox', { name: 'Duration (minutes)' }).fill('45');
  await form.getByRole('textbox', { name: 'Distance (km)' }).fill('2.5');
  await form
    .getByRole('textbox', { name: 'Description' })
    .fill('Up on to the headland and back by the beach.');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Submit Route' }).click();
  await expect(page.getByText('Route submitted!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Pending review: not listed.
  await page.reload();
  await waitForHydration(page.getByRole('tab', { name: /Dog Walks/ }));
  await page.getByRole('tab', { name: /Dog Walks/ }).click();
  await expect(page.getByRole('heading', { name: walk })).toBeVisible();
  await expect(page.getByText('Downend headland loop')).toHaveCount(0);

  const route = page.getByRole('listitem').filter({ hasText: walk });
  // A walk nobody has rated shows no count at all.
  const ratings = async () => Number((await route.textContent())?.match(/\((\d+) ratings?\)/)?.[1] ?? 0);
  expect(await ratings()).toBe(0);
  await page.getByRole('button', { name: `Rate ${walk}` }).click();
  const rate = page.getByRole('form', { name: `Rate ${walk}` });
  await starLabel(rate, '4 stars').click();
  await rate.getByRole('textbox', { name: 'Comment (optional)' }).fill('Windy but wonderful.');
  await rate.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(page.getByText('Rating submitted!')).toBeVisible();
  await expect.poll(ratings).toBe(1);
});

test('a verified user writes a review, and it is listed', async ({ page }) => {
  await registerAndVerify(page, newAccount('review'));
  await openBeach(page);
  const form = page.getByRole('form', { name: /^Review Croyde/ });
  await starLabel(form, '5 stars').click();
  await form
    .getByRole('textbox', { name: 'Your review' })
    .fill('Huge beach, loads of room for the dog to run.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted!')).toBeVisible();
  await scrollUntilShown(page.getByText('Huge beach, loads of room for the dog to run.'));
  await expect(page.getByText('Huge beach, loads of room for the dog to run.').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();
});
