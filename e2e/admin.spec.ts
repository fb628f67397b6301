/**
 * The admin area (issue #13): signing in, the dashboard's guard, and the Beach Management and
 * Photo Admin journeys, each checked where the public sees it (the beach page, the listing, the
 * phone's offline mirror). One sign-in per test (admin-steps.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  editorDialog,
  expectOfflineAfterSync,
  findBeachAction,
  ruleGroup,
  toast,
} from './admin-beach-steps.ts';
import { E2E_ADMIN, signInAsAdmin } from './admin-steps.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { visitOnceOnline } from './service-worker-steps.ts';

const JPEG = readFileSync(resolve('pwa/public/media/hero-poster.jpg'));

test('admin login: the spec messages, a refused password in the red alert, then the dashboard', async ({
  page,
}) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or password' })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back, ')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  for (const label of ['Total Beaches', 'Total Reviews', 'Avg Rating', 'Year-Round']) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  // Signed in, the login page goes straight to the dashboard.
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the dashboard at phone size is axe clean and its tabs work by keyboard @phone', async ({ page }) => {
  await signInAsAdmin(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Beach Management' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tab=reviews/);
});

test.describe('beaches', () => {
  test.describe.configure({ timeout: 240_000 });

  test('add a beach with a dog rule, edit its rules, then delete it: the public pages and the phone’s mirror follow', async ({
    page,
  }) => {
    const name = `Admin Test Cove ${test.info().project.name}`;
    const zone = 'between the slipway and the café';
    await visitOnceOnline(page);
    await signInAsAdmin(page);

    await page.getByRole('button', { name: 'Add Beach' }).click();
    const dialog = editorDialog(page);
    await expect(dialog.getByRole('heading', { name: 'Add Beach' })).toBeVisible();
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Location').selectOption('North Devon');
    await dialog.getByLabel('Description', { exact: true }).fill('A test beach made by the admin journey.');
    await dialog.getByLabel('Latitude').fill('51.1');
    await dialog.getByLabel('Longitude').fill('-4.2');
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await ruleGroup(page, 1).getByLabel('Where').fill(zone);
    await expect(ruleGroup(page, 1).getByTestId('dog-rule-wording')).toHaveText(
      `No dogs ${zone} · 1 May to 30 Sep every year · All day`,
    );
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/beaches') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Add beach' }).click();
    const { slug } = (await (await created).json()) as { slug: string };
    await expect(toast(page, 'Beach added successfully')).toBeVisible();

    await page.goto(`/beaches?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();

    // Edit: a second rule, dogs on a lead on the whole beach all year.
    await page.goto('/admin/dashboard');
    await findBeachAction(page, name, 'Edit');
    await expect(ruleGroup(page, 1).getByLabel('Where')).toHaveValue(zone);
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await ruleGroup(page, 2).getByLabel('What', { exact: true }).selectOption('on-lead');
    await ruleGroup(page, 2).getByLabel('All year').check();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Beach updated successfully')).toBeVisible();

    const rules = (p: Page) => p.getByRole('list', { name: 'Dog rules' });
    // Offline first: this beach's page was never read online, so only the phone's copy can answer.
    await expectOfflineAfterSync(page, `/beach/${slug}`, async () => {
      await expect(rules(page).getByText('Dogs on a lead on the whole beach')).toBeVisible({ timeout: 3000 });
    });
    await page.goto(`/beach/${slug}`);
    await expect(rules(page).getByText(`No dogs ${zone}`)).toBeVisible();
    await expect(rules(page).getByText('Dogs on a lead on the whole beach')).toBeVisible();

    await page.goto('/admin/dashboard');
    await findBeachAction(page, name, 'Delete');
    const confirm = page.getByRole('alertdialog', { name: 'Delete Beach' });
    await expect(confirm).toContainText('all related reviews and photos will also be deleted');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Beach deleted successfully')).toBeVisible();
    await page.goto(`/beaches?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
    // The directory is read from the phone's copy offline (a beach page once opened online could
    // still come from the browser's HTTP cache).
    await expectOfflineAfterSync(page, '/all-beaches', async () => {
      await expect(page.locator('main li a[href^="/beach/"]').first()).toBeVisible({ timeout: 3000 });
      await expect(page.locator(`main a[href="/beach/${slug}"]`)).toHaveCount(0);
    });
  });

  test('Beach Management and Photo Admin are axe clean, and the editor shows the schema’s messages', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add Beach' }).click();
    await editorDialog(page).getByRole('button', { name: 'Add beach' }).click();
    for (const message of ['Name is required', 'Description is required', 'Latitude is required']) {
      await expect(editorDialog(page).getByText(message)).toBeVisible();
    }
    await expect(editorDialog(page).getByLabel('Name', { exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Photo Admin' }).click();
    await expect(page).toHaveURL(/tab=photos/);
    await expect(page.getByRole('button', { name: /^Choose a photo for / }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('quick photo upload: the spec’s refusals, then the new banner on the public page', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const name = `Admin Photo Cove ${test.info().project.name}`;
    const made = await page.request.post('/api/admin/beaches', {
      data: {
        name,
        location: 'South Devon',
        description: 'A test beach.',
        latitude: '50.3',
        longitude: '-3.6',
        accessType: 'year-round',
      },
    });
    expect(made.status()).toBe(201);
    const beach = (await made.json()) as { id: number; slug: string };
    try {
      await page.goto('/admin/dashboard?tab=photos');
      await page.getByRole('searchbox', { name: 'Search beaches by name or location' }).fill(name);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
        const chooser = page.waitForEvent('filechooser');
        await page.getByRole('button', { name: `Choose a photo for ${name}` }).click();
        await (await chooser).setFiles(file);
      };
      await choose({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
      await expect(toast(page, 'Please select an image file (JPG, PNG, etc.)')).toBeVisible();
      await choose({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
      await expect(toast(page, 'Please select an image smaller than 5MB')).toBeVisible();

      await choose({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: JPEG });
      await expect(page.getByText('Chosen: banner.jpg')).toBeVisible();
      await page.getByRole('button', { name: `Clear the chosen photo for ${name}` }).click();
      await expect(page.getByText('Chosen: banner.jpg')).toHaveCount(0);
      await choose({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: JPEG });
      const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/upload-beach-photo'));
      await page.getByRole('button', { name: `Upload the photo for ${name}` }).click();
      const { imageUrl } = (await (await uploaded).json()) as { imageUrl: string };
      await expect(toast(page, 'Photo uploaded successfully')).toBeVisible();
      await expect(page.getByRole('img', { name: `Banner of ${name}` })).toHaveAttribute('src', imageUrl);

      await page.goto(`/beach/${beach.slug}`);
      await expect(page.getByRole('img', { name: new RegExp(`^${name}`) }).first()).toHaveAttribute(
        'src',
        imageUrl,
      );
    } finally {
      await page.request.delete(`/api/admin/beaches/${beach.id}`);
    }
  });
});

test('public pages never load the admin code, and the service worker does not keep it', async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes('/admin-'))).toEqual([]);
  const worker = await (await request.get('/sw.js')).text();
  expect(worker).toContain('assets/index-');
  expect(worker).not.toContain('assets/admin-');
});
