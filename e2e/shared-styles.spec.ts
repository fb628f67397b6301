/**
 * The styles every page shares (README, "Pages rendered on the server"): once the first page has been
 * read, later pages link the stylesheet the browser keeps instead of carrying it, and look the same.
 */
import { expect, type Page, test } from '@playwright/test';
import { noteServerMarkup, recordErrors, serverMarkupKept, waitForHydration } from './hydration-steps.ts';

test.skip(
  ({ isMobile }) => isMobile,
  'what the server sends does not depend on the screen: desktop is enough',
);

const BEACH = { path: '/beach/woolacombe-beach', name: 'Woolacombe Sands' };
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test('the next page comes without the shared styles the browser already keeps, and looks the same', async ({
  page,
  context,
}) => {
  const errors = recordErrors(page);
  const looks = () =>
    page.evaluate(() => {
      const style = (selector: string) => {
        const computed = getComputedStyle(document.querySelector(selector) as Element);
        return `${computed.fontFamily} ${computed.fontSize} ${computed.color} ${computed.backgroundColor} ${computed.padding}`;
      };
      return { body: style('body'), header: style('header'), h1: style('h1') };
    });
  await page.goto(BEACH.path);
  await expect(h1(page, BEACH.name)).toBeVisible();
  const firstLooks = await looks();
  // Once the page has loaded, the browser keeps the stylesheet and the cookie says which.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'ddb.styles')?.value ?? '')
    .toMatch(/^[\w-]{16}$/);

  await noteServerMarkup(page);
  const html = page.waitForResponse((r) => r.url().endsWith(BEACH.path) && r.request().isNavigationRequest());
  await page.goto(BEACH.path);
  await expect(h1(page, BEACH.name)).toBeVisible();
  const sent = await (await html).text();
  expect(sent).toMatch(/<link rel="stylesheet" href="\/styles\/shared-[\w-]{16}\.css"/);
  expect(sent).toMatch(/<style data-emotion="css-global [\w ]+" data-s=""><\/style>/);
  expect(sent).not.toContain('@layer reset{');
  expect(await looks()).toEqual(firstLooks);
  await waitForHydration(page.getByRole('link', { name: 'Back to beaches' }));
  // Hydrated without inserting the shared styles again: the page looks as the server sent it.
  expect(await looks()).toEqual(firstLooks);
  expect(await serverMarkupKept(page)).toBe(true);
  expect(errors).toEqual([]);
});
