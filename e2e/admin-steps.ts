/** Steps the admin specs share: the e2e server's first admin (playwright.config.ts) and signing in. */
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';

export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-admin-password-42' } as const;

/** Signs in at /admin/login as the e2e admin and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: /sign in|log in|login/i }).click();
  await expect(page.getByText(/Welcome back/)).toBeVisible();
}

/** The e2e admin's own API client, signed in (for a spec that needs something approved first). */
export async function adminApi(baseURL: string | undefined): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const signedIn = await api.post('/api/admin/login', { data: E2E_ADMIN });
  expect(signedIn.status(), 'admin login').toBe(200);
  return api;
}
