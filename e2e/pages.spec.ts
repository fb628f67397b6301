import { expect, request, test } from '@playwright/test';
import { newAccount } from './account-steps.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { registerVerified } from './outbox-steps.ts';

const robots = (page: import('@playwright/test').Page) => page.locator('meta[name="robots"]');

for (const { path, title, updated } of [
  // Each document's own date: the privacy notice changed with the private calendar address (issue #31).
  { path: '/privacy', title: 'Privacy Policy', updated: '27 November 2026' },
  { path: '/terms', title: 'Terms of Use', updated: '21 November 2026' },
]) {
  test(`${path} renders with its date, is indexable and accessible`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Last updated ${updated}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'hello@devondogbeaches.co.uk' }).first()).toBeVisible();
    await expect(robots(page)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });
}

test('/home-test shows the featured beaches and is not indexed', async ({ page }) => {
  await page.goto('/home-test');
  await expect(page.getByRole('heading', { level: 2, name: 'Featured beaches' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Croyde Bay' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') }),
  ).toHaveCount(6);
  await expect(robots(page)).toHaveAttribute('content', 'noindex');
  await expectNoSeriousA11yViolations(page);
});

test('/test-design-1 is the hidden test design with four tabs and up to 3 reviews', async ({
  page,
  baseURL,
}) => {
  // Four visitors review Bantham through the API (the seed writes none): the design shows three.
  for (const n of [1, 2, 3, 4]) {
    const visitor = await request.newContext({ baseURL });
    await registerVerified(visitor, newAccount(`bantham-${n}`));
    const written = await visitor.post('/api/beaches/bantham-beach/reviews', {
      data: { rating: n + 1, reviewText: `Visit ${n}: sand, sea and a happy dog.` },
    });
    expect(written.status()).toBe(201);
    await visitor.dispose();
  }
  await page.goto('/test-design-1');
  await expect(page.getByRole('note', { name: 'Test Design Page' })).toContainText('hidden from users');
  await expect(page.getByRole('heading', { level: 1, name: 'Bantham Beach' })).toBeVisible();
  for (const tab of ['Essentials', 'Reviews', 'Details', 'Gallery']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(robots(page)).toHaveAttribute('content', 'noindex');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Reviews' }).click();
  const reviews = page.getByRole('tabpanel').getByRole('listitem');
  await expect(reviews.first()).toBeVisible();
  expect(await reviews.count()).toBe(3);
  await expectNoSeriousA11yViolations(page);
});

test('/beach-test shows the dog access information for Blackpool Sands', async ({ page }) => {
  await page.goto('/beach-test');
  await expect(page.getByRole('heading', { level: 1, name: 'Blackpool Sands' })).toBeVisible();
  const info = page.getByRole('region', { name: 'Dog access information' });
  await expect(info).toContainText('Seasonal dog ban');
  // One window per rule per year, as the beach page gives it (not the widest over all Easters).
  await expect(info).toContainText(/2 weeks before Easter Sunday to \d+ Nov: \d+ (Mar|Apr) – \d+ Nov \d{4}/);
  await expect(info.getByRole('link', { name: /South Hams District Council/ })).toBeVisible();
  // The admin's working notes stay in the admin area (issue #29).
  await expect(info).not.toContainText('from memory');
  await expect(robots(page)).toHaveAttribute('content', 'noindex');
  await expectNoSeriousA11yViolations(page);
});

test('robots.txt and sitemap.xml are served for search engines', async ({ request }) => {
  const robotsTxt = await request.get('/robots.txt');
  expect(await robotsTxt.text()).toMatch(/^Sitemap: http:\/\/localhost:\d+\/sitemap\.xml$/m);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/application\/xml/);
  expect(await sitemap.text()).toContain('/beach/blackpool-sands</loc>');
});
