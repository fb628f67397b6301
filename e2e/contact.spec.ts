import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

async function openContact(page: Page) {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Get in touch', level: 1 })).toBeVisible();
  // The ALTCHA widget loads after the page; wait for its checkbox.
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
}

async function fillIn(page: Page, suffix: string) {
  await page.getByRole('textbox', { name: 'Name' }).fill('Sam Walker');
  await page.getByRole('textbox', { name: 'Email' }).fill('sam@example.com');
  await page.getByRole('textbox', { name: 'Subject' }).fill(`Lee Bay ${suffix}`);
  await page.getByRole('textbox', { name: 'Message' }).fill('Please add Lee Bay to the guide.');
}

test('the contact page shows the form and the side cards, accessibly', async ({ page }) => {
  await openContact(page);
  await expect(page).toHaveTitle('Contact | Devon Dog Beaches');
  const aside = page.getByRole('complementary', { name: 'Other ways to reach us' });
  await expect(aside.getByRole('link', { name: 'hello@devondogbeaches.co.uk' })).toHaveAttribute(
    'href',
    'mailto:hello@devondogbeaches.co.uk',
  );
  await expect(aside.getByText('Devon, England')).toBeVisible();
  await expect(aside.getByText('24-48 hours, Monday to Friday.')).toBeVisible();
  await expect(aside.getByRole('link', { name: 'When do seasonal dog bans apply?' })).toHaveAttribute(
    'href',
    '/blog/seasonal-dog-bans-on-devon-beaches-how-they-work',
  );
  await expectNoSeriousA11yViolations(page);
});

test('a visitor who skips a field or the captcha is told what is missing', async ({ page }) => {
  await openContact(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please fill in all required fields').first()).toBeVisible();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillIn(page, 'no captcha');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please complete the CAPTCHA verification').first()).toBeVisible();
});

async function solveAndSend(page: Page) {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(page.locator('.altcha[data-state="verified"]')).toBeVisible({ timeout: 15_000 });
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send Message' }).click();
  return sent;
}

test('a visitor solves the real ALTCHA challenge and sends a message, then another', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openContact(page);
  await fillIn(page, test.info().project.name);
  const response = await solveAndSend(page);
  expect(response.status()).toBe(201);
  expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

  await expect(page.getByText('Message submitted successfully')).toBeVisible();
  await expect(page.getByText('Thanks, your message is on its way')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  // The captcha starts over for the next message.
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // A second message: the success panel of the first one goes away without breaking the page.
  await fillIn(page, 'again');
  expect((await solveAndSend(page)).status()).toBe(201);
  await expect(page.getByText('Thanks, your message is on its way')).toBeVisible();
  expect(errors).toEqual([]);
});
