import { expect, test } from '@playwright/test';
import {
  accountButton,
  animationsDone,
  mailedLink,
  newAccount,
  register,
  registerAndVerify,
  signIn,
  signOut,
} from './account-steps.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';

test('the account pages are accessible to a visitor', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('register, verify from the mail, use the account menu, sign out and back in', async ({ page }) => {
  const account = newAccount('register');
  await registerAndVerify(page, account);

  // The avatar menu: initials, name, email and the four entries, by keyboard.
  const button = accountButton(page, account);
  await expect(button).toHaveText('RT');
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu).toBeVisible();
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Profile',
    'Upload Photos',
    'My Feedback',
    'Sign Out',
  ]);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Robin Tester' })).toBeVisible();
  await expect(page.getByText('Email verified')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signOut(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
  await signIn(page, account, account.password, '/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();
});

test("someone else's verification link verifies their address but keeps you signed in as you", async ({
  page,
}) => {
  const me = newAccount('me');
  await registerAndVerify(page, me);
  const other = { ...newAccount('other'), firstName: 'Eve', lastName: 'Other' };
  const registered = await page.request.post('/api/auth/register', {
    data: { ...other, confirmPassword: other.password },
  });
  expect(registered.status()).toBe(201);

  await page.goto(await mailedLink(other.email, '/api/auth/verify-email'));
  const dialog = page.getByRole('dialog', { name: 'Email Verified Successfully!' });
  await expect(dialog).toContainText(
    'That address is now verified. You are still signed in as Robin Tester.',
  );
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(accountButton(page, me)).toBeVisible();

  // Text in the address bar is never shown: an unknown error code gets our own message.
  await page.goto('/?verified=false&error=Your%20account%20is%20locked.%20Call%20us');
  const failed = page.getByRole('dialog', { name: 'Verification Failed' });
  await expect(failed).toContainText('We could not verify your email.');
  await expect(failed).not.toContainText('locked');
});

test('an unverified account cannot sign in until it follows the link', async ({ page }) => {
  const account = newAccount('unverified');
  await register(page, account);
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  // The toast region shows one toast at a time: this one may wait for the sign-up toast to leave.
  await expect(page.getByText('Email verification required')).toBeVisible({ timeout: 10_000 });
});

test('forgot password: the mailed link sets a new password, which then signs in', async ({ page }) => {
  const account = newAccount('reset');
  await registerAndVerify(page, account);
  await signOut(page, account);

  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  // The sign-in page has an Email field too: wait for the lazily loaded page before filling.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('Reset link sent')).toBeVisible();

  await page.goto(await mailedLink(account.email, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
  await page.getByLabel('Confirm new password').fill('brand-new-pass');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password Updated' })).toBeVisible();
  // The toast region loads on first use, so the toast can arrive after the heading: wait for it,
  // then for its entrance, or axe would judge its colours half-faded in.
  await expect(page.getByText('Password reset successful')).toBeVisible();
  await animationsDone(page);
  await expectNoSeriousA11yViolations(page);

  // The old password no longer works; the new one does.
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await signIn(page, account, 'brand-new-pass');
});
