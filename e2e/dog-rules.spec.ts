import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { waitForHydration } from './hydration-steps.ts';
import { scrollUntilShown } from './scroll-steps.ts';
import { goOffline, visitOnceOnline } from './service-worker-steps.ts';

/**
 * The beach page's dog line and rules list read from a beach's rules list (issue #12), with the
 * browser's clock fixed: the page moves from the server's instant to the phone's clock once it
 * has hydrated.
 */
// axe on a whole beach page took most of 30 s, and a whole test up to 72 s, on the loaded 2-core machine.
test.describe.configure({ timeout: 120_000 });

const dogLine = (page: Page) => page.getByRole('region', { name: 'Dogs on this beach right now' });
const rulesList = (page: Page) => page.getByRole('list', { name: 'Dog rules' });
/** The list's own items, each a rule (a rule's sources are a list of their own inside it). */
const rules = (page: Page) => rulesList(page).locator(':scope > li');
const rule = (page: Page, what: string) => rules(page).filter({ hasText: what });

const DECEMBER = new Date('2026-12-10T12:00:00Z');
const JULY = new Date('2026-07-10T12:00:00Z');
const BURNHAM_ALL_YEAR = 'No dogs between the jetty and the pavilion (beach, jetty and Esplanade steps)';
const BURNHAM_SUMMER = 'No dogs from the jetty to the yacht club and from the pavilion to Maddocks Slade';

/**
 * Opens a beach page at a moment on the phone's clock. The server's page says what holds at the
 * server's instant; the phone's clock takes over once React has hydrated the dog line, which on
 * a loaded machine can take longer than an assertion waits.
 */
async function openAt(page: Page, when: Date, slug: string) {
  await page.clock.setFixedTime(when);
  await page.goto(`/beach/${slug}`);
  await waitForHydration(page.getByTestId('dog-now'));
}

/** The part of the page `target` is in, for a person to look at (390×844 on phone, 1280×800 on desktop). */
async function shoot(target: Locator, name: string) {
  await target.scrollIntoViewIfNeeded();
  const page = target.page();
  await page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });
}

test('in December Burnham-on-Sea’s page names the zone closed all year, in the line and in the rules @phone', async ({
  page,
}) => {
  await openAt(page, DECEMBER, 'burnham-on-sea-beach');
  await expect(page.getByTestId('dog-now')).toHaveText(
    'No dogs between the jetty and the pavilion (beach, jetty and Esplanade steps), all year. The rest of the beach is open to dogs until 1 May',
  );
  await expect(dogLine(page).getByText('Part of the beach is dog-free')).toBeVisible();
  // The place line under the name (the first of the page's two addresses) names Somerset once.
  await expect(
    page.getByText('The Esplanade, Burnham-on-Sea, Somerset', { exact: true }).first(),
  ).toBeVisible();

  await expect(rules(page)).toHaveCount(2);
  await expect(rule(page, BURNHAM_ALL_YEAR)).toContainText('All year · All day');
  await expect(rule(page, BURNHAM_ALL_YEAR)).toContainText('In force now');
  await expect(rule(page, BURNHAM_SUMMER)).toContainText('1 May to 30 Sep every year · All day');
  await expect(rule(page, BURNHAM_SUMMER)).toContainText('Not in force now');
  // Each rule names its sources, linked where they have an address.
  await expect(
    rule(page, BURNHAM_ALL_YEAR)
      .getByRole('link', { name: /\(opens in a new tab\)$/ })
      .first(),
  ).toHaveAttribute('href', /^https:\/\//);

  await shoot(dogLine(page), 'burnham-december-line');
  await shoot(rulesList(page), 'burnham-december-rules');
  await expectNoSeriousA11yViolations(page);
});

test('in July Burnham-on-Sea’s page names its summer zones too', async ({ page }) => {
  await openAt(page, JULY, 'burnham-on-sea-beach');
  await expect(page.getByTestId('dog-now')).toContainText(
    'No dogs from the jetty to the yacht club and from the pavilion to Maddocks Slade, until 30 Sep',
  );
  await expect(rule(page, BURNHAM_SUMMER)).toContainText('In force now');
  await expect(rulesList(page).getByText('In force now')).toHaveCount(2);
});

test('in July Croyde’s page says no dogs, and its rule is the one in force', async ({ page }) => {
  await openAt(page, JULY, 'croyde-beach');
  await expect(page.getByTestId('dog-now')).toHaveText('Dogs banned all day until 30 Sep');
  await expect(dogLine(page).getByText('No dogs right now')).toBeVisible();
  const ban = rule(page, 'No dogs on the whole beach');
  await expect(ban).toContainText('1 May to 30 Sep every year · All day');
  await expect(ban).toContainText('In force now');
  await shoot(dogLine(page), 'croyde-july-line');
  await expectNoSeriousA11yViolations(page);
});

test('out of season Summerleaze asks for no lead', async ({ page }) => {
  await openAt(page, DECEMBER, 'summerleaze-beach-bude');
  await expect(page.getByTestId('dog-now')).toHaveText(
    'Dogs allowed off the lead today — the lead rule (21 May – 30 Sep, 10:00–18:00) has ended',
  );
  await expect(dogLine(page).getByText('Dogs welcome now')).toBeVisible();
  const lead = rule(page, 'Dogs on a lead on the whole beach');
  await expect(lead).toContainText('21 May to 30 Sep every year · 10:00–18:00');
  await expect(lead).toContainText('Not in force now');
  await shoot(rulesList(page), 'summerleaze-december-rules');
});

test('the tide card gives sunrise and sunset for the day chosen', async ({ page }) => {
  await openAt(page, JULY, 'croyde-beach');
  const card = page.locator('#tides');
  await scrollUntilShown(card);
  await expect(card.getByTestId('tide-day')).toHaveText(/^Today, /);
  // At Croyde (51.13 N, 4.24 W), as the almanacs give it to the minute, in British Summer Time.
  await expect(card.getByTestId('daylight')).toHaveText('Sunrise 05:14 · Sunset 21:30');
  await card.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await card.getByRole('group', { name: 'Choose a day' }).getByRole('button').nth(2).click();
  await expect(card.getByTestId('tide-day')).toContainText('12 July');
  await expect(card.getByTestId('daylight')).toHaveText('Sunrise 05:16 · Sunset 21:29');
  await shoot(card, 'croyde-july-tides');
  await expectNoSeriousA11yViolations(page);
});

test('offline, after one sync, Burnham-on-Sea’s rules list comes from the phone’s copy', async ({ page }) => {
  await page.clock.setFixedTime(DECEMBER);
  await visitOnceOnline(page);
  await goOffline(page);
  await page.goto('/beach/burnham-on-sea-beach');
  await expect(rule(page, BURNHAM_ALL_YEAR)).toContainText('In force now');
  await expect(rule(page, BURNHAM_SUMMER)).toContainText('Not in force now');
});
