/**
 * Issue #28 §3 on the built app: feedback written with no signal for a beach that is deleted on
 * the server while it waits. The server refuses it ("Beach not found"); the person moves it to
 * another beach from "Waiting to send", with what they wrote kept, and it arrives once. The
 * server's test hooks (E2E_TEST_HOOKS, playwright.config.ts) delete the beach and restore it after.
 */
import { expect, test } from '@playwright/test';
import { newAccount } from './account-steps.ts';
import { expectNoSeriousA11yViolations } from './axe.ts';
import {
  croyde,
  expectFeedbackKept,
  expectServerCount,
  outboxBadge,
  recordAttempts,
  serverRows,
  signedInOnControlledPage,
  submitFeedback,
  type TestBeach,
  waitingSection,
} from './outbox-steps.ts';

/** Deleted in this test only (no other spec writes about it). */
const DOOMED = 'wonwell-beach';

test('feedback for a beach deleted while it waited is moved to another beach and arrives once', {
  tag: '@phone',
}, async ({ page, context, request }) => {
  test.setTimeout(90_000);
  await signedInOnControlledPage(page, newAccount('outbox-deleted-beach'));
  const target = await croyde(page.request);
  const res = await page.request.get(`/api/beaches/${DOOMED}`);
  expect(res.ok()).toBe(true);
  const doomed = (await res.json()) as TestBeach;
  const text = `The path down through the woods is blocked by a fallen tree (${test.info().project.name}, ${Date.now()})`;
  const attempts = recordAttempts(page, 'POST', /^\/api\/feedback$/);

  try {
    await context.setOffline(true);
    await submitFeedback(page, doomed, text);
    await expectFeedbackKept(page);
    // While it waits, the beach is deleted on the server (the API client still has a network).
    await expect(await request.delete(`/api/test-hooks/beaches/${DOOMED}`)).toBeOK();

    await context.setOffline(false);
    const waiting = waitingSection(page);
    const item = waiting.getByRole('listitem', { name: `Feedback for ${doomed.name}` });
    await expect(item).toContainText('Needs attention', { timeout: 20_000 });
    await expect(item).toContainText('Beach not found');
    // Resending the same words to the same beach could only be refused again.
    await expect(item.getByRole('button', { name: 'Edit and resend' })).toHaveCount(0);
    expect(await serverRows(page.request, 'feedback')).toEqual([]);

    // The "Not sent" notice has said its piece: out of the way of the dialog.
    for (const dismiss of await page.getByRole('button', { name: 'Dismiss notification' }).all())
      await dismiss.click({ timeout: 2_000 }).catch(() => undefined);
    await item.getByRole('button', { name: 'Move to another beach' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to another beach' });
    await expect(dialog).toContainText(text);
    // Feedback may also go with no beach at all.
    await expect(dialog.getByRole('radio', { name: /General feedback/ })).toBeVisible();
    await dialog.getByRole('searchbox', { name: 'Search beaches' }).fill('croyde');
    await dialog.getByRole('radio', { name: new RegExp(target.name) }).check();
    const send = dialog.getByRole('button', { name: `Send to ${target.name}` });
    await expect(send).toBeEnabled();
    await page.screenshot({
      path: test.info().outputPath(`outbox-move-dialog-${test.info().project.name}.png`),
    });
    await expectNoSeriousA11yViolations(page, '[role="dialog"]');

    await send.click();
    await expect(dialog).toHaveCount(0);
    await expectServerCount(page.request, 'feedback', 1);
    await expect(outboxBadge(page)).toHaveCount(0);
    expect(await serverRows(page.request, 'feedback')).toEqual([
      expect.objectContaining({ beachId: target.id, content: text }),
    ]);
    // The refused try and the moved one: two keys, and the moved one reached the server once.
    expect(attempts.replayed).toEqual([false, false]);
    expect(new Set(attempts.keys).size).toBe(2);
  } finally {
    await context.setOffline(false);
    await request.post(`/api/test-hooks/beaches/${DOOMED}/restore`);
  }
});
