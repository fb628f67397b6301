/**
 * Issue 8 §17: no page asks the browser for something our Content-Security-Policy forbids
 * (zod's `new Function` probe used to be reported as a blocked 'unsafe-eval' whenever a form
 * was validated: sign-up, sign-in, feedback).
 */
import { expect, type Page, test } from '@playwright/test';
import { newAccount, registerAndVerify } from './account-steps.ts';

/** Every CSP violation any document of this page reports, across navigations. */
async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    seen.push(`${page.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return seen;
}

test('signing up (the form validates in the browser) and signed-in pages trigger no CSP violation', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await registerAndVerify(page, newAccount('csp'));
  for (const path of [
    '/profile',
    '/community/feedback',
    '/community/upload',
    '/contact',
    '/beach/croyde-beach',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});
