import { expect, type Page, request, test } from '@playwright/test';
import { newAccount } from './account-steps.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { waitForHydration } from './hydration-steps.ts';
import { registerVerified } from './outbox-steps.ts';
import { scrollUntilShown } from './scroll-steps.ts';

/**
 * The location map loads once it nears the viewport: scroll to it and let it finish before
 * checking. Sections above it may still fill in and push it down again: scroll until it loads.
 */
async function scrollToMap(page: Page) {
  await expect(async () => {
    await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
    await expect(page.getByLabel('Loading map')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test('a beach page shows the beach, whether dogs are allowed now, and its cards', { tag: '@phone' }, async ({
  page,
  baseURL,
}) => {
  // A visitor's review, written through the API: the seed writes none in anyone's name.
  const visitor = await request.newContext({ baseURL });
  await registerVerified(visitor, newAccount('beach-review'));
  const review = `Firm sand at low tide and room for everyone ${Date.now().toString(36)}`;
  const written = await visitor.post('/api/beaches/croyde-beach/reviews', {
    data: { rating: 5, reviewText: review },
  });
  expect(written.status()).toBe(201);
  await visitor.dispose();

  await page.goto('/beach/croyde-beach');
  await expect(page.getByRole('heading', { level: 1, name: 'Croyde Bay' })).toBeVisible();
  await expect(page).toHaveTitle(/Croyde Bay/);
  await expect(page.getByTestId('dog-now')).toHaveText(/^(Dogs|No dogs)/);
  // Croyde's rule rests on a council page nobody recorded reading: the page says so, and names it.
  const lead = page.getByRole('region', { name: 'Dogs on this beach right now' });
  await expect(lead.getByTestId('rule-confidence')).toContainText(
    'From the council, not yet checked on site',
  );
  const sources = page.getByRole('list', { name: 'What this rule rests on' });
  await expect(sources).toContainText('Council web page, 2023 — the day we read it is not recorded');
  await expect(sources.getByRole('link').first()).toHaveAttribute('href', /northdevon\.gov\.uk/);

  const sidebar = page.getByRole('complementary', { name: 'Plan your visit' });
  await expect(sidebar.getByRole('heading', { name: 'Beach Information' })).toBeVisible();
  // The cards below the first view fill in as the reader scrolls down to them.
  await page.mouse.wheel(0, 800);
  // Croyde's car parks are in the seed data.
  await expect(sidebar.getByRole('heading', { name: 'National Trust Baggy Point car park' })).toBeVisible();
  await expect(
    sidebar.getByText('Excellent', { exact: true }).or(sidebar.getByText('Good', { exact: true })),
  ).toBeVisible();
  // /api/tides arrives with the tides issue; until then the card shows its error state. On a
  // phone the card is below the fold, where it renders once scrolled near.
  const tides = sidebar
    .getByText('Tide data unavailable for this location')
    .or(sidebar.getByText(/^(High|Low) \d\d:\d\d/).first());
  await scrollUntilShown(tides);
  await expect(tides).toBeVisible();
  await expect(page.getByRole('link', { name: 'Directions' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?to=51\.\d+%2C-4\.\d+$/,
  );

  // Reviews load once the beach has, and show once scrolled to.
  await scrollUntilShown(page.getByRole('heading', { name: 'Reviews' }));
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByText(review)).toBeVisible();
  await scrollToMap(page);
  await expectNoSeriousA11yViolations(page);
});

test('a beach nobody has reviewed shows no rating, to visitors or search engines, and invites the first', async ({
  page,
}) => {
  // Saunton had reviews and walks in invented names in the first seed; no spec writes any.
  const api = page.request;
  expect(await (await api.get('/api/beaches/saunton-sands/reviews')).json()).toEqual([]);
  const beach = (await (await api.get('/api/beaches/saunton-sands')).json()) as {
    id: number;
    totalReviews: number;
  };
  expect(beach.totalReviews).toBe(0);
  expect(await (await api.get(`/api/beaches/${beach.id}/routes`)).json()).toEqual([]);

  await page.goto('/beach/saunton-sands');
  await expect(page.getByRole('heading', { level: 1, name: 'Saunton Sands' })).toBeVisible();
  const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.join('\n')).not.toContain('aggregateRating');
  const invitation = page.getByText(/^Nobody has reviewed Saunton Sands yet\./);
  await scrollUntilShown(invitation);
  await expect(invitation).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/\d reviews?\b|No reviews/);
  await waitForHydration(page.getByRole('tab', { name: 'Dog Walks' }));
  await page.getByRole('tab', { name: 'Dog Walks' }).click();
  await expect(page.getByText(/^Nobody has shared a walk from Saunton Sands yet\./)).toBeVisible();
});

test('the tabs switch with the keyboard', async ({ page }) => {
  await page.goto('/beach/croyde-beach');
  const details = page.getByRole('tab', { name: 'Beach Details' });
  const walks = page.getByRole('tab', { name: 'Dog Walks' });
  await expect(details).toHaveAttribute('aria-selected', 'true');
  // The server's page shows the tabs before React handles their keys.
  await waitForHydration(details);
  await details.focus();
  await page.keyboard.press('ArrowRight');
  await expect(walks).toHaveAttribute('aria-selected', 'true');
  await expect(walks).toBeFocused();
  const panel = page.getByRole('tabpanel', { name: 'Dog Walks' });
  await expect(panel.getByRole('heading', { name: 'Dog walks' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Login to Submit Route' })).toHaveAttribute(
    'href',
    '/auth?returnTo=%2Fbeach%2Fcroyde-beach',
  );
  await scrollToMap(page);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('ArrowLeft');
  await expect(details).toHaveAttribute('aria-selected', 'true');
});

test('share offers the networks and a copyable link', async ({ page }) => {
  await page.goto('/beach/croyde-beach');
  const share = page.getByRole('link', { name: 'Share', exact: true });
  await waitForHydration(share);
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Share Croyde Bay' });
  await expect(dialog.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(dialog.getByLabel('Link to this page')).toHaveValue(/\/beach\/croyde-beach$/);
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an unknown beach shows Beach Not Found with a way back', async ({ page }) => {
  await page.goto('/beach/no-such-beach');
  await expect(page.getByRole('heading', { level: 1, name: 'Beach Not Found' })).toBeVisible();
  await expect(page.getByText("The beach you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to beaches' }).click();
  await expect(page).toHaveURL(/\/beaches$/);
});

// Screenshots for reviewing the design by eye: `SHOTS=1 npx playwright test e2e/beach.spec.ts`.
test('screenshots', { tag: '@phone' }, async ({ page }, testInfo) => {
  test.skip(!process.env.SHOTS, 'only when SHOTS is set');
  test.setTimeout(180_000);
  for (const slug of ['croyde-beach', 'bantham-beach']) {
    await page.goto(`/beach/${slug}`);
    await expect(page.getByTestId('dog-now')).toBeVisible();
    await expect(page.getByText('Loading parking information')).toHaveCount(0);
    await scrollToMap(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const name = `/tmp/shots-beach/${slug}-${testInfo.project.name}`;
    await page.screenshot({ path: `${name}.png`, fullPage: true });
    // Full-size slices too, for reading the details.
    const { width, height } = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      height: document.documentElement.scrollHeight,
    }));
    for (let y = 0, i = 1; y < height; y += 900, i++) {
      const clip = { x: 0, y, width, height: Math.min(900, height - y) };
      await page.screenshot({ path: `${name}-${i}.png`, fullPage: true, clip });
    }
    await page.getByRole('tab', { name: 'Dog Walks' }).click();
    await page.screenshot({
      path: `${name}-walks.png`,
      fullPage: true,
      clip: { x: 0, y: 600, width, height: 900 },
    });
    await page.getByRole('link', { name: 'Share', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${name}-share.png` });
  }
});

test('a beach with a partial ban and disagreeing sources reads accessibly', async ({ page }) => {
  await page.goto('/beach/bantham-beach');
  await expect(page.getByRole('heading', { level: 1, name: 'Bantham Beach' })).toBeVisible();
  // Its sources disagree on the zone: the page follows the stricter reading and says so.
  await expect(page.getByRole('note', { name: /Sources disagree/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'On this page' }).or(page.getByRole('complementary')),
  ).not.toHaveCount(0);
  await scrollToMap(page);
  await expectNoSeriousA11yViolations(page);
});
