/**
 * Steps the account and community specs share: sign up through /auth, follow the link from
 * the file outbox (MAIL_DIR under the server's working directory), sign in and out.
 */
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { latestMail } from '../api/mail/outbox.ts';

const MAIL_DIR = resolve(process.env.MAIL_DIR ?? 'var/mail');

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new address per test and project, so earlier runs' mail never matches. */
export function newAccount(tag: string): TestAccount {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return {
    firstName: 'Robin',
    lastName: 'Tester',
    email: `${tag}-${unique}@example.com`,
    password: 'sandy-paws-1',
  };
}

/** The newest link in the newest message to `to` whose path contains `path`, as a path on this site. */
export async function mailedLink(to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = latestMail(MAIL_DIR, to)?.links.find((l) => l.includes(path));
        return link;
      },
      { message: `a mail to ${to} with a ${path} link`, timeout: 15_000 },
    )
    .toBeTruthy();
  const url = new URL(link as string);
  return url.pathname + url.search;
}

export async function register(page: Page, account: TestAccount) {
  await page.goto('/auth?tab=signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(account.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(account.lastName);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

/**
 * Registers, opens the verification link from the outbox and lands on the home page, whose
 * "Email Verified Successfully!" dialog asks them to sign in (the link starts no session); signs
 * in from there.
 */
export async function registerAndVerify(page: Page, account: TestAccount) {
  await register(page, account);
  await page.goto(await mailedLink(account.email, '/api/auth/verify-email'));
  const dialog = page.getByRole('dialog', { name: 'Email Verified Successfully!' });
  await expect(dialog).toContainText('Email verified — sign in');
  await dialog.getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(accountButton(page, account)).toBeVisible();
}

export const accountButton = (page: Page, account: TestAccount) =>
  page.getByRole('button', { name: `Account menu for ${account.firstName} ${account.lastName}` });

export async function signIn(page: Page, account: TestAccount, password = account.password, returnTo = '/') {
  await page.goto(`/auth?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(accountButton(page, account)).toBeVisible();
}

export async function signOut(page: Page, account: TestAccount) {
  await accountButton(page, account).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
}

/** Waits for running animations (a toast sliding in) to end, so axe judges colours as they will stay. */
export const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
