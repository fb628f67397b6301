import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

const POST = 'Beach safety with dogs: heat, water, tides and cliffs';

test('the blog lists the guides, and a guide opens on its own page', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read the safety guide' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Read Guide: / }).first()).toBeVisible();
  // Published guides only: the Torbay draft in the seed data never shows.
  await expect(page.getByText('Draft', { exact: true })).toHaveCount(0);
  await expect(page.getByText('5 min read').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: POST, exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/beach-safety-with-dogs$/);
  await expect(page.getByRole('heading', { level: 1, name: POST })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Heat and sun' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'RNLI', exact: true }).first()).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/beach-safety-with-dogs$/,
  );
  await expectNoSeriousA11yViolations(page);
});

test('an unknown guide says so and links back to the blog', async ({ page }) => {
  await page.goto('/blog/no-such-guide');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog post not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to all guides' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the dog beach safety guide shows its six cards', async ({ page }) => {
  await page.goto('/blog/dog-beach-safety');
  await expect(page.getByRole('heading', { level: 1, name: 'Dog Beach Safety Guide' })).toBeVisible();
  for (const title of [
    'Beach Safety',
    'Wildlife Protection',
    'Dog Health',
    'Leave No Trace',
    'Dog Etiquette',
    'Emergency Preparedness',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Emergency Preparedness' })).toContainText('999 or 112');
  await expectNoSeriousA11yViolations(page);
});
