import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

/**
 * The beach page's dog line read from a beach's rules list (issue #12), with the browser's clock
 * fixed: the page moves from the server's instant to the phone's clock once it has hydrated.
 */
const dogLine = (page: Page) => page.getByRole('region', { name: 'Dogs on this beach right now' });

async function shoot(page: Page, name: string) {
  await dogLine(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('in December Burnham-on-Sea’s page names the zone closed all year', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-10T12:00:00Z'));
  await page.goto('/beach/burnham-on-sea-beach');
  await expect(page.getByTestId('dog-now')).toHaveText(
    'No dogs between the jetty and the pavilion (beach, jetty and Esplanade steps), all year. The rest of the beach is open to dogs until 1 May',
  );
  await expect(dogLine(page).getByText('Part of the beach is dog-free')).toBeVisible();
  await shoot(page, 'burnham-december');
  await expectNoSeriousA11yViolations(page);
});

test('in July Burnham-on-Sea’s page names its summer zones too', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-07-10T12:00:00Z'));
  await page.goto('/beach/burnham-on-sea-beach');
  await expect(page.getByTestId('dog-now')).toContainText(
    'No dogs from the jetty to the yacht club and from the pavilion to Maddocks Slade, until 30 Sep',
  );
});

test('out of season Summerleaze asks for no lead', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-10T12:00:00Z'));
  await page.goto('/beach/summerleaze-beach-bude');
  await expect(page.getByTestId('dog-now')).toHaveText(
    'Dogs allowed off the lead today — the lead rule (21 May – 30 Sep, 10:00–18:00) has ended',
  );
  await expect(dogLine(page).getByText('Dogs welcome now')).toBeVisible();
  await shoot(page, 'summerleaze-december');
});
