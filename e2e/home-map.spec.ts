import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

/** Home's map (spec §2): Devon's and Torbay's beaches, up to 50, following the filters. */
test('home’s map shows 50 of Devon’s beaches and follows the location filter', async ({ page, request }) => {
  const all = (await (await request.get('/api/beaches')).json()) as { location: string }[];
  const devon = all.filter((b) => /Devon|Torbay/.test(b.location)).length;
  const torbay = all.filter((b) => b.location === 'Torbay').length;
  expect(devon).toBeGreaterThan(50);

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Find a beach on the map' });
  await section.scrollIntoViewIfNeeded();
  // The map's list is the whole directory (about 400 KB): give it time on a slow machine.
  await expect(
    section.getByText(`${devon} beaches in Devon match — the map shows 50 of them, spread along the coast.`),
  ).toBeVisible({ timeout: 20_000 });
  await expect(section.getByRole('region', { name: 'Map of 50 dog-friendly beaches' })).toBeVisible();

  await section.getByLabel('Location').selectOption('Torbay');
  await expect(section.getByText(`${torbay} beaches in Torbay match.`)).toBeVisible();
  await expect(section.getByRole('region', { name: `Map of ${torbay} dog-friendly beaches` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await section.screenshot({ path: test.info().outputPath('home-map.png') });
});
