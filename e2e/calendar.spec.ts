import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

/**
 * Bans in your calendar (issue #31 item 4): the beach page's "Add to calendar" links work as the
 * server sent them, before any script has run, and lead to the beach's iCalendar feed.
 */
test.describe('with no scripts (the page as the server sent it)', () => {
  test.use({ javaScriptEnabled: false });

  test('a beach page offers its dog rules as a calendar subscription and a file', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/beach/croyde-beach');
    const path = '/api/beaches/croyde-beach/calendar.ics';
    const host = new URL(baseURL ?? '').host;
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      `webcal://${host}${path}`,
    );
    const file = page.getByRole('link', { name: 'Download the calendar file (.ics)' });
    await expect(file).toHaveAttribute('href', path);
    const feed = await page.request.get(path);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = await feed.text();
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('SUMMARY:No dogs: Croyde Bay');
  });
});

test('the dog rules with their calendar links read accessibly', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/beach/burnham-on-sea-beach');
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '#dog-rules');
});
