/**
 * The admin moderation and insight tabs (issue #13): what a moderator does reaches the public
 * pages — an approved route is listed on its beach, a deleted review leaves its beach's rating,
 * a hidden photo leaves the beach page — and every tab passes axe at both sizes.
 */
import {
  type APIRequestContext,
  expect,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { newAccount } from './account-steps.ts';
import { signInAsAdmin } from './admin-steps.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { waitForHydration } from './hydration-steps.ts';
import { croyde, registerVerified, wideJpeg } from './outbox-steps.ts';

test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A verified visitor's own API client (the browser page stays the admin's). */
async function visitor(baseURL: string | undefined, tag: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  await registerVerified(api, newAccount(tag));
  return api;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

async function openCroyde(page: Page) {
  await page.goto('/beach/croyde-beach');
  await expect(page.getByRole('heading', { level: 1, name: /Croyde/ })).toBeVisible();
  await waitForHydration(page.getByRole('main'));
}

test('approving a pending walking route lists it on its beach page', async ({ page, baseURL }) => {
  const api = await visitor(baseURL, 'admin-route');
  const beach = await croyde(api);
  const routeName = `Headland loop ${unique()}`;
  const submitted = await api.post('/api/routes', {
    data: {
      beachId: beach.id,
      routeName,
      description: 'Up on to the headland and back along the sand.',
      difficulty: 'moderate',
      estimatedDuration: 45,
      distanceKm: 2.5,
      startingPoint: 'Downend car park',
      highlights: 'Seals off the point',
      routeNotes: 'Keep dogs on leads near the cliff edge',
      submittedBy: 'Robin',
    },
  });
  expect(submitted.status()).toBe(201);

  await signInAsAdmin(page);
  await openTab(page, 'Walking Routes');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: routeName }) });
  await expect(card.getByText('Pending review')).toBeVisible();
  await expect(card).toContainText('Keep dogs on leads near the cliff edge');
  await card.getByRole('button', { name: `Approve ${routeName}` }).click();
  await expect(page.getByText('Walking route approved successfully')).toBeVisible();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();

  await openCroyde(page);
  await page.getByRole('tab', { name: /Dog Walks/ }).click();
  await expect(page.getByRole('heading', { name: routeName })).toBeVisible();
  await api.dispose();
});

test('deleting a review removes it and gives its beach back its rating', async ({ page, baseURL }) => {
  const api = await visitor(baseURL, 'admin-review');
  // The seed writes no reviews: Croyde has none unless another test here wrote one.
  const before = (await (await api.get('/api/beaches/croyde-beach')).json()) as {
    name: string;
    averageRating: number;
    totalReviews: number;
  };
  const text = `One star: the tide came in fast ${unique()}`;
  const written = await api.post('/api/beaches/croyde-beach/reviews', {
    data: { rating: 1, reviewText: text },
  });
  expect(written.status()).toBe(201);
  const { beach: rated } = (await written.json()) as { beach: { averageRating: number } };
  expect(rated.averageRating).not.toBe(before.averageRating);

  await signInAsAdmin(page);
  await openTab(page, 'Review Moderation');
  const row = page.getByRole('listitem').filter({ hasText: text });
  await expect(row.getByRole('img', { name: '1 out of 5 stars' })).toBeVisible();
  await row.getByRole('button', { name: /^Delete review by/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Review' })
    .getByRole('button', { name: 'Delete Review' })
    .click();
  await expect(
    page.getByText(
      before.totalReviews > 0
        ? `${before.name} is now rated ${before.averageRating.toFixed(1)} from`
        : `${before.name} has no reviews now.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(text)).toHaveCount(0);
  const after = (await (await api.get('/api/beaches/croyde-beach')).json()) as { averageRating: number };
  expect(after.averageRating).toBeCloseTo(before.averageRating, 5);
  await api.dispose();
});

test('hiding a community photo takes it off the beach page', async ({ page, baseURL }) => {
  const api = await visitor(baseURL, 'admin-photo');
  const caption = `Low tide at dawn ${unique()}`;
  const photo = await wideJpeg('dawn.jpg', 1200, 800);
  const uploaded = await api.post('/api/beaches/croyde-beach/community-photos-bulk', {
    multipart: { photos: photo, caption_0: caption },
  });
  expect(uploaded.status()).toBe(201);

  await openCroyde(page);
  await expect(page.getByRole('img', { name: caption })).toHaveCount(1);

  await signInAsAdmin(page);
  await openTab(page, 'Community');
  await page.getByRole('button', { name: `Hide "${caption}"` }).click();
  await expect(page.getByRole('button', { name: `Unhide "${caption}"` })).toBeVisible();

  await openCroyde(page);
  await expect(page.getByRole('heading', { level: 1, name: /Croyde/ })).toBeVisible();
  await expect(page.getByRole('img', { name: caption })).toHaveCount(0);
  await api.dispose();
});

const MY_TABS = [
  'Review Moderation',
  'Walking Routes',
  'Community',
  'Contact Inbox',
  'Analytics',
  'Audit Log',
];

/** A message through the contact page (its real captcha), so the inbox has one to open. */
async function sendContactMessage(page: Page, subject: string) {
  await page.goto('/contact');
  await page.getByRole('textbox', { name: 'Name' }).fill('Sam Walker');
  await page.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Lee Bay has a new dog bin by the slipway.');
  await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(page.locator('.altcha[data-state="verified"]')).toBeVisible({ timeout: 15_000 });
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
}

/** Opens each of the moderation and insight tabs (and a message), checks axe, and may keep screenshots. */
async function walkTabs(page: Page, width: string) {
  const subject = `Lee Bay ${unique()}`;
  await sendContactMessage(page, subject);
  await signInAsAdmin(page);
  for (const name of MY_TABS) {
    await openTab(page, name);
    await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
    if (name === 'Community') {
      await page.getByRole('tab', { name: 'Feedback' }).click();
      await expect(page.getByRole('combobox', { name: 'Feedback type' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('tab', { name: 'Photos' }).click();
    }
    await expectNoSeriousA11yViolations(page);
    if (process.env.ADMIN_SCREENSHOTS) {
      const path = `${process.env.ADMIN_SCREENSHOTS}/${width}-${name.replace(/ /g, '-')}.png`;
      await page.screenshot({ path, fullPage: true });
    }
    if (name === 'Contact Inbox') {
      await page.getByRole('button', { name: `Unread: ${subject}` }).click();
      const message = page.getByRole('dialog', { name: subject });
      await expect(message).toContainText('Lee Bay has a new dog bin by the slipway.');
      await expectNoSeriousA11yViolations(page);
      await message.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('button', { name: new RegExp(`^${subject}`) })).toBeVisible();
    }
  }
}

test('every moderation and insight tab passes axe', async ({ page }) => {
  // Six tabs, a dialog and seven axe runs over long lists: 1.3 min alone, over 2 on the loaded CI machine.
  test.setTimeout(240_000);
  await walkTabs(page, `${page.viewportSize()?.width}`);
});
