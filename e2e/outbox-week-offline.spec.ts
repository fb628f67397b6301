/**
 * Issue #28 §2 on the built app: a write made with no signal, on a phone that stays without one
 * for more than the 7 days the server keeps an Idempotency-Key. None of its tries left the phone,
 * so it cannot have arrived: when the signal returns it is sent by itself, once — not parked as
 * "may have arrived already" (the page's clock is moved 8 days on; the server's is not).
 */
import { expect, type Page, test } from '@playwright/test';
import { newAccount } from './account-steps.ts';
import {
  croyde,
  expectFeedbackKept,
  expectServerCount,
  outboxBadge,
  serverRows,
  signedInOnControlledPage,
  submitFeedback,
} from './outbox-steps.ts';

/** The outbox's own counts of tries, as the phone keeps them (analytics events left out). */
function triesKept(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('devon-dog-beaches');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      const rows = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const all = db.transaction('outbox').objectStore('outbox').getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => reject(all.error);
      });
      return rows
        .filter((row) => row.kind !== 'event')
        .map((row) => ({ state: row.state, attempts: row.attempts, reachedAttempts: row.reachedAttempts }));
    } finally {
      db.close();
    }
  });
}

test('a write made with no signal and sent 8 days later arrives once, not "may have arrived"', {
  tag: '@phone',
}, async ({ page, context }) => {
  test.setTimeout(90_000);
  // The page's clock, faked from the start so that it can be moved on later.
  await page.clock.install();
  await signedInOnControlledPage(page, newAccount('outbox-week-offline'));
  const beach = await croyde(page.request);
  const text = `The stream has moved to the north end (${test.info().project.name}, ${Date.now()})`;
  const answered: number[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (res.request().method() === 'POST' && pathname === '/api/feedback') answered.push(res.status());
  });

  await context.setOffline(true);
  await submitFeedback(page, beach, text);
  await expectFeedbackKept(page);
  await expect.poll(() => triesKept(page)).toEqual([{ state: 'pending', attempts: 1, reachedAttempts: 0 }]);

  // A week and a day with no signal: every timer due in it fires (the outbox tries again, with
  // no network each time).
  await page.clock.fastForward(8 * 24 * 60 * 60_000);
  const [kept] = await triesKept(page);
  expect(kept).toMatchObject({ state: 'pending', reachedAttempts: 0 });
  expect(answered).toEqual([]);
  expect(await serverRows(page.request, 'feedback')).toEqual([]);

  await context.setOffline(false);
  await expectServerCount(page.request, 'feedback', 1);
  await expect(outboxBadge(page)).toHaveCount(0);
  expect(await triesKept(page)).toEqual([]);
  expect(answered).toEqual([201]);
  expect(await serverRows(page.request, 'feedback')).toEqual([
    expect.objectContaining({ beachId: beach.id, content: text }),
  ]);
});
