/**
 * The admin area (issue #13): signing in, the dashboard's guard, and the Beach Management and
 * Photo Admin journeys, each checked where the public sees it (the beach page, the listing, the
 * phone's offline mirror). One sign-in per test (admin-steps.ts).
 */
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, signInAsAdmin } from './admin-steps.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';

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
