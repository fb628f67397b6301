/**
 * Issue #10 on the built app with its real service worker: what a signed-in user writes with no
 * signal is kept on the phone, survives closing the page, and reaches the server exactly once —
 * also when the answer to a committed write is lost, when the first attempt meets a 503, and when
 * a new version of the app is deployed while they wait (accounts: outbox-accounts.spec.ts; the
 * screens: outbox-screens.spec.ts). Every test reads the server through the API as the user
 * and finds exactly one row per write.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { newAccount } from './account-steps.ts';
import {
  BUILT_WORKER,
  croyde,
  expectFeedbackKept,
  expectPhotoKept,
  expectServerCount,
  keptItems,
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

test('offline: feedback and a photo are kept, survive closing the page, and arrive once online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signedInOnControlledPage(page, newAccount('outbox-journey'));
  const beach = await croyde(page.request);
  const text = words('The stream across the sand is deep after the rain');
  const photo = await wideJpeg('low-tide.jpg');

  await context.setOffline(true);
  await submitFeedback(page, beach, text);
  await expectFeedbackKept(page);
  await uploadPhoto(page, beach, photo);
  await expectPhotoKept(page);
  await expect(outboxBadge(page)).toHaveAccessibleName('2 items waiting to send');

  // The photo was made smaller on the phone before it was kept.
  const kept = await keptItems(page);
  expect(kept.map((item) => item.kind).sort()).toEqual(['feedback', 'photo']);
  const [file] = kept.find((item) => item.kind === 'photo')?.files ?? [];
  expect(file.type).toBe('image/jpeg');
  expect(file.width).toBeLessThanOrEqual(1920);
  expect(file.width / file.height).toBeCloseTo(1.5, 1);
  expect(file.bytes).toBeLessThan(photo.buffer.length);
  // Nothing reached the server (the API client is not the browser: it still has a network).
  expect(await serverRows(page.request, 'feedback')).toEqual([]);
  expect(await serverRows(page.request, 'photos')).toEqual([]);

  await test.step('closed and opened again with no signal: still 2 waiting', async () => {
    await page.close();
    const again = await context.newPage();
    await again.goto('/');
    await expect(outboxBadge(again)).toHaveAccessibleName('2 items waiting to send');

    await again.goto('/profile');
    const waiting = waitingSection(again);
    await expect(waiting.getByRole('listitem', { name: `Feedback for ${beach.name}` })).toContainText(text);
    const photoItem = waiting.getByRole('listitem', { name: `Photo for ${beach.name}` });
    await expect(photoItem.getByRole('img', { name: 'low-tide.jpg' })).toBeVisible();
    await expect(waiting.getByText('Waiting for signal')).toHaveCount(2);

    await again.goto(`/beach/${beach.slug}`);
    const feedback = again.getByRole('list', { name: 'Your feedback waiting to send' });
    await expect(feedback.getByRole('listitem')).toContainText(text);
    await expect(feedback.getByRole('listitem')).toContainText('Waiting to send');
    const photos = again.getByRole('list', { name: 'Your photos waiting to send' });
    await expect(photos.getByRole('listitem')).toContainText('Waiting to send');
    await expect(photos.getByRole('img')).toBeVisible();
    await feedback.scrollIntoViewIfNeeded();
    await again.screenshot({
      path: test.info().outputPath(`outbox-beach-page-${test.info().project.name}.png`),
    });

    await test.step('back online: both arrive once, the count clears, a toast says so', async () => {
      await context.setOffline(false);
      await expectServerCount(again.request, 'feedback', 1);
      await expectServerCount(again.request, 'photos', 1);
      await expect(again.getByText('2 waiting items sent')).toBeVisible();
      await expect(outboxBadge(again)).toHaveCount(0);
      expect(await keptItems(again)).toEqual([]);
      const [row] = await serverRows(again.request, 'feedback');
      expect(row).toMatchObject({ beachId: beach.id, content: text });
      expect(await serverRows(again.request, 'photos')).toEqual([
        expect.objectContaining({ beachId: beach.id }),
      ]);
      await expect(again.getByRole('list', { name: 'Your feedback waiting to send' })).toHaveCount(0);
      await expect(again.getByText(text)).toBeVisible();
    });
  });
});

test('the server commits but its answer is lost: the retry is replayed, one row', async ({ page }) => {
  await signedInOnControlledPage(page, newAccount('outbox-lost-answer'));
  const beach = await croyde(page.request);
  const text = words('The cafe by the slipway lets dogs in again');
  const attempts = recordAttempts(page, 'POST', /^\/api\/feedback$/);
  let intercepted = 0;
  await page.route('**/api/feedback', async (route) => {
    if (route.request().method() !== 'POST' || intercepted++ > 0) return route.fallback();
    // Through to the server, which commits; the answer never reaches the phone.
    const answer = await route.fetch();
    expect(answer.status()).toBe(201);
    await route.abort('connectionreset');
  });

  await submitFeedback(page, beach, text);
  await expectFeedbackKept(page);
  await expectServerCount(page.request, 'feedback', 1);
  // The outbox tries again by itself; the server answers from what it stored with the write.
  await expect.poll(() => attempts.replayed).toEqual([true]);
  await expect(outboxBadge(page)).toHaveCount(0);
  expect(intercepted).toBe(2);
  expect(attempts.keys).toHaveLength(2);
  expect(new Set(attempts.keys).size).toBe(1);
  expect(await serverRows(page.request, 'feedback')).toEqual([expect.objectContaining({ content: text })]);
});

test('a 503 on the first attempt: kept, sent after Retry-After, one row', async ({ page }) => {
  await signedInOnControlledPage(page, newAccount('outbox-503'));
  const beach = await croyde(page.request);
  const text = words('Lifeguards are on the beach from 10am');
  const attempts = recordAttempts(page, 'POST', /^\/api\/feedback$/);
  let busy = 0;
  await page.route('**/api/feedback', async (route) => {
    if (route.request().method() !== 'POST' || busy++ > 0) return route.fallback();
    await route.fulfill({
      status: 503,
      headers: { 'Retry-After': '1' },
      json: { error: { code: 'unavailable', message: 'The server is busy' } },
    });
  });

  await submitFeedback(page, beach, text);
  // There was signal: the words blame the busy server, not the signal (issue #28 §8).
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('status').filter({ hasText: 'Feedback saved on your phone' })).toContainText(
    'Saved on your phone — the server is busy, so it will try again by itself.',
  );
  await expectServerCount(page.request, 'feedback', 1);
  await expect(outboxBadge(page)).toHaveCount(0);
  expect(busy).toBe(2);
  expect(attempts.replayed).toEqual([false, false]);
  expect(new Set(attempts.keys).size).toBe(1);
  // Not before the server's Retry-After: 1 (a little slack for the clocks of two processes).
  expect(attempts.at[1] - attempts.at[0]).toBeGreaterThanOrEqual(900);
  expect(await serverRows(page.request, 'feedback')).toEqual([expect.objectContaining({ content: text })]);
});

test('a new version of the app is deployed while an item waits: it survives the update, then arrives once', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await signedInOnControlledPage(page, newAccount('outbox-update'));
  const beach = await croyde(page.request);
  const text = words('The beach cafe now sells dog ice cream');

  await context.setOffline(true);
  await submitFeedback(page, beach, text);
  await expectFeedbackKept(page);
  // The signal returns but the write still cannot get through (a captive portal, a dead zone
  // for uploads): the worker's update check can, so the new version arrives while it waits.
  await page.route('**/api/feedback', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await context.setOffline(false);

  // Playwright cannot route a worker's own script, so the deploy is simulated on disk (and undone).
  const original = readFileSync(BUILT_WORKER);
  try {
    appendFileSync(BUILT_WORKER, `\n// e2e: the next version ${Date.now()}\n`);
    await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.update()));
    const banner = page.getByRole('status').filter({ hasText: 'New version available' });
    await expect(banner).toBeVisible();
    await expect(outboxBadge(page)).toHaveAccessibleName('1 item waiting to send');

    // Taken with no signal at all: the new worker serves the reloaded page from its own cache.
    await context.setOffline(true);
    await Promise.all([
      page.waitForEvent('framenavigated'),
      banner.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(banner).toHaveCount(0);
    const worker = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { waiting: registration.waiting !== null, controlled: !!navigator.serviceWorker.controller };
      });
    expect(await worker()).toEqual({ waiting: false, controlled: true });
  } finally {
    writeFileSync(BUILT_WORKER, original);
  }
  await expect(outboxBadge(page)).toHaveAccessibleName('1 item waiting to send');
  // Kept by the new version. Its state is 'pending', or 'sending' when the reload cut off an attempt
  // (the old page retried as the signal came back): either way it goes first once the signal is back.
  expect(await keptItems(page)).toEqual([
    expect.objectContaining({ kind: 'feedback', state: expect.stringMatching(/^(pending|sending)$/) }),
  ]);
  expect(await serverRows(page.request, 'feedback')).toEqual([]);

  await page.unroute('**/api/feedback');
  await context.setOffline(false);
  await expectServerCount(page.request, 'feedback', 1);
  await expect(outboxBadge(page)).toHaveCount(0);
  expect(await serverRows(page.request, 'feedback')).toEqual([expect.objectContaining({ content: text })]);
});
