/**
 * Writes that wait while their account's session ends: they stay until the same account signs in
 * again and arrive once, and are never sent as another account (one phone, two people:
 * outbox-shared-phone.spec.ts).
 */
import { expect, test } from '@playwright/test';
import { newAccount, signIn, signOut } from './account-steps.ts';
import {
  apiSignedInAs,
  croyde,
  expectFeedbackKept,
  expectServerCount,
  keptItems,
  outboxBadge,
  serverRows,
  signedInOnControlledPage,
  submitFeedback,
  waitingSection,
} from './outbox-steps.ts';
import {
  expectOnlyCounted,
  keepFeedbackAndPhoto,
  openWaitingDialog,
  ownerAndVisitor,
  sessionEndsWhileOffline,
  words,
} from './shared-phone-steps.ts';

test('the session ends while items wait: they stay until the same user signs in, then arrive once', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const account = newAccount('outbox-session');
  await signedInOnControlledPage(page, account);
  const beach = await croyde(page.request);
  const text = words('The toilets by the car park are closed for repairs');

  await sessionEndsWhileOffline(context, async () => {
    await keepFeedbackAndPhoto(page, beach, text, 'rock-pools.jpg');
    await page.goto('/profile');
    await expect(waitingSection(page).getByRole('listitem')).toHaveCount(2);
  });

  await expect(page.getByRole('heading', { name: 'Sign In Required' })).toBeVisible();
  // Signed out, the items are the account's, not the visitor's: counted, never shown (issue #28 §1).
  await expect(outboxBadge(page)).toHaveAccessibleName('2 items waiting to send for another account');
  const dialog = await openWaitingDialog(page);
  await expectOnlyCounted(dialog, 2, text);
  const api = await apiSignedInAs(baseURL as string, account);
  expect(await serverRows(api, 'feedback')).toEqual([]);
  expect(await serverRows(api, 'photos')).toEqual([]);
  expect((await keptItems(page)).map((item) => item.state)).toEqual(['waiting-sign-in', 'waiting-sign-in']);

  await dialog.getByRole('link', { name: 'Sign In' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectServerCount(api, 'feedback', 1);
  await expectServerCount(api, 'photos', 1);
  await expect(page.getByText('2 waiting items sent')).toBeVisible();
  await expect(outboxBadge(page)).toHaveCount(0);
  expect(await serverRows(page.request, 'feedback')).toEqual([expect.objectContaining({ content: text })]);
  expect(await serverRows(page.request, 'photos')).toHaveLength(1);
  await api.dispose();
});

test('items one account queued are never sent as another: they wait for their own account', async ({
  page,
  context,
  playwright: { request },
  baseURL,
}) => {
  test.setTimeout(75_000);
  const first = newAccount('outbox-first');
  const second = newAccount('outbox-second');
  const beach = await ownerAndVisitor(page, request, baseURL, first, second);
  const firstText = words('Dogs on leads between the flags this summer');
  const secondText = words('A new water bowl outside the surf shop');

  await sessionEndsWhileOffline(context, async () => {
    await submitFeedback(page, beach, firstText);
    await expectFeedbackKept(page);
  });
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();

  await signIn(page, second);
  // The second account writes too: its feedback goes at once, in a pass that leaves the first's.
  await submitFeedback(page, beach, secondText);
  await expect(page.getByText('Feedback submitted!')).toBeVisible();
  const firstApi = await apiSignedInAs(baseURL as string, first);
  expect(await serverRows(page.request, 'feedback')).toEqual([
    expect.objectContaining({ content: secondText }),
  ]);
  expect(await serverRows(firstApi, 'feedback')).toEqual([]);
  const [kept] = await keptItems(page);
  expect(kept).toMatchObject({ kind: 'feedback', state: 'waiting-sign-in' });
  await expect(outboxBadge(page)).toHaveAccessibleName('1 item waiting to send for another account');
  const dialog = await openWaitingDialog(page);
  await expectOnlyCounted(dialog, 1, firstText);
  await dialog.getByRole('button', { name: 'Close' }).click();
  // Counted as waiting on this phone, but none of its words shown to the second account.
  await page.goto('/profile');
  await expectOnlyCounted(waitingSection(page), 1, firstText);
  const mine = page.getByRole('region', { name: 'My Feedback' });
  await expect(mine).toContainText(secondText);
  await expect(mine).not.toContainText(firstText);
  await page.goto(`/beach/${beach.slug}`);
  await expect(page.getByText(secondText)).toBeVisible();
  await expect(page.getByText(firstText)).toHaveCount(0);

  await signOut(page, second);
  await signIn(page, first);
  await expectServerCount(firstApi, 'feedback', 1);
  await expect(outboxBadge(page)).toHaveCount(0);
  expect(await serverRows(page.request, 'feedback')).toEqual([
    expect.objectContaining({ content: firstText }),
  ]);
  const secondApi = await apiSignedInAs(baseURL as string, second);
  expect(await serverRows(secondApi, 'feedback')).toEqual([expect.objectContaining({ content: secondText })]);
  await Promise.all([firstApi.dispose(), secondApi.dispose()]);
});
