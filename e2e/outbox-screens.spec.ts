import { expect, test } from '@playwright/test';
import { newAccount } from './account-steps.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import {
  croyde,
  expectFeedbackKept,
  expectPhotoKept,
  expectServerCount,
  outboxBadge,
  recordAttempts,
  serverRows,
  signedInOnControlledPage,
  submitFeedback,
  uploadPhoto,
  waitingSection,
  wideJpeg,
} from './outbox-steps.ts';

/** Both projects share one server: words of their own keep each test's rows apart in a failure's output. */
const words = (what: string) => `${what} (${test.info().project.name}, ${Date.now()})`;

test('the waiting badge, the profile list and a refused item: how they look, axe, edit and resend', {
  tag: '@phone',
}, async ({ page, context }) => {
  test.setTimeout(75_000);
  const shot = (name: string) => test.info().outputPath(`${name}-${test.info().project.name}.png`);
  await signedInOnControlledPage(page, newAccount('outbox-attention'));
  const beach = await croyde(page.request);
  const text = words('Dogs are now banned from the whole beach all year');
  const corrected = words('Dogs are banned from the north end from May to September');
  // The first attempt finds no network; the retry is refused as the server refuses bad input.
  const attempts = recordAttempts(page, 'POST', /^\/api\/feedback$/);
  let tries = 0;
  // The retry comes 1–2 s after the first attempt (backoff with jitter), and its "Not sent" toast takes the
  // place of "saved on your phone" (one toast at a time on a phone): it is answered once that was seen.
  let savedToastSeen = () => {};
  const afterSavedToast = new Promise<void>((resolve) => {
    savedToastSeen = resolve;
  });
  await page.route('**/api/feedback', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    tries += 1;
    if (tries === 1) return route.abort('internetdisconnected');
    if (tries === 2) {
      await afterSavedToast;
      return route.fulfill({
        status: 400,
        // Our server's own answer to bad input (api/errors.ts validationFailed).
        json: {
          error: {
            code: 'validation_failed',
            message: 'Some fields are not valid',
            fields: { beachId: ['Choose a beach from the list'] },
          },
        },
      });
    }
    return route.fallback();
  });

  await submitFeedback(page, beach, text);
  await expectFeedbackKept(page);
  savedToastSeen();
  await expect(outboxBadge(page)).toHaveAccessibleName('1 item waiting to send, 1 needs attention');

  await context.setOffline(true);
  await uploadPhoto(page, beach, await wideJpeg('dunes.jpg', 2400, 1600));
  await expectPhotoKept(page);
  await page.goto('/profile');
  await expect(outboxBadge(page)).toHaveAccessibleName('2 items waiting to send, 1 needs attention');
  const waiting = waitingSection(page);
  const refused = waiting.getByRole('listitem', { name: `Feedback for ${beach.name}` });
  await expect(refused).toContainText('Needs attention');
  await expect(refused).toContainText('The server said');
  // What to fix, in the server's own field message (not only "Some fields are not valid").
  await expect(refused).toContainText('Choose a beach from the list');
  await expect(refused.getByRole('button', { name: 'Edit and resend' })).toBeVisible();
  const photoItem = waiting.getByRole('listitem', { name: `Photo for ${beach.name}` });
  await expect(photoItem).toContainText('Waiting for signal');
  await expect(photoItem.getByRole('img', { name: 'dunes.jpg' })).toBeVisible();

  await test.step('screenshots and axe: the profile, the badge, the dialog', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('banner').screenshot({ path: shot('outbox-badge') });
    await page.screenshot({ path: shot('outbox-profile') });
    await page.screenshot({ path: shot('outbox-profile-full'), fullPage: true });
    await waiting.screenshot({ path: shot('outbox-waiting-list') });
    await refused.screenshot({ path: shot('outbox-needs-attention') });
    await expectNoSeriousA11yViolations(page);

    await outboxBadge(page).click();
    const dialog = page.getByRole('dialog', { name: 'Waiting to send' });
    await expect(dialog.getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByRole('img', { name: 'dunes.jpg' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: shot('outbox-dialog') });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('online: the photo goes, the refused feedback waits for the user', async () => {
    await context.setOffline(false);
    await expectServerCount(page.request, 'photos', 1);
    await expect(outboxBadge(page)).toHaveAccessibleName('1 item waiting to send, 1 needs attention');
    expect(await serverRows(page.request, 'feedback')).toEqual([]);
  });

  await test.step('edit and resend: sent once, under a new key', async () => {
    await refused.getByRole('button', { name: 'Edit and resend' }).click();
    const edit = waiting.getByRole('form', { name: `Edit Feedback for ${beach.name}` });
    await edit.getByRole('textbox', { name: 'Feedback' }).fill(corrected);
    await edit.getByRole('button', { name: 'Resend' }).click();
    await expectServerCount(page.request, 'feedback', 1);
    await expect(outboxBadge(page)).toHaveCount(0);
    await expect(waitingSection(page)).toHaveCount(0);
    expect(await serverRows(page.request, 'feedback')).toEqual([
      expect.objectContaining({ content: corrected }),
    ]);
    expect(await serverRows(page.request, 'photos')).toHaveLength(1);
    expect(tries).toBe(3);
    const [first, retry, resent] = attempts.keys;
    expect(retry).toBe(first);
    expect(resent).not.toBe(first);
  });
});
