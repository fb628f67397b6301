/** Steps of the admin beach journeys (admin.spec.ts): the editor dialog, the phone's mirror. */
import { expect, type Page } from '@playwright/test';
import { goOffline } from './service-worker-steps.ts';

export const editorDialog = (page: Page) => page.getByRole('dialog');
export const ruleGroup = (page: Page, n: number) =>
  editorDialog(page).getByRole('group', { name: `Rule ${n}` });
export const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

/** Beach Management's search, then the beach's own action button (Edit, Delete). */
export async function findBeachAction(page: Page, name: string, action: 'Edit' | 'Delete') {
  await page.getByRole('searchbox', { name: 'Search beaches by name or location' }).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const button = page.getByRole('button', { name: `${action} ${name}` });
  await expect(button).toHaveCount(1);
  await button.click();
}

/**
 * What the phone shows offline at `path` once its mirror has synced: online, the app is opened
 * (each start pulls the changes since the last pull), then the network is cut and `check` must
 * hold; repeated while the pull had not landed yet.
 */
export async function expectOfflineAfterSync(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.context().setOffline(false);
    const pulled = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/sync', {
      timeout: 20_000,
    });
    await page.goto('/');
    await pulled;
    // The answer is written to the phone's copy after it arrives.
    await page.waitForTimeout(1000);
    await goOffline(page);
    await page.goto(path);
    await check();
  }).toPass({ timeout: 90_000 });
  await page.context().setOffline(false);
}
