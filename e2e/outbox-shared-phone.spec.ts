/**
 * One phone, two people (issue #28 "Offline, part 3", items 1, 4 and 5): what one account left
 * waiting is never shown to or discardable by another; signing out with items waiting says what
 * happens to them, and with no signal signs out on the phone at once and ends the server's session
 * once the signal is back; the profile's own lists are kept on the phone for offline use.
 */
import { expect, test } from '@playwright/test';
import { accountButton, newAccount, signIn, signOut } from './account-steps.ts';
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
  uploadPhoto,
  waitingSection,
  wideJpeg,
} from './outbox-steps.ts';
import {
  chooseSignOut,
  dismissToasts,
  expectOnlyCounted,
  keepFeedbackAndPhoto,
  keptOwnList,
  openingDone,
  openWaitingDialog,
  ownerAndVisitor,
  screenshot,
  sessionEndsWhileOffline,
  sessionKnown,
  submitPrivateFeedback,
  words,
} from './shared-phone-steps.ts';

test('a second account on the phone sees only that items wait for someone else: no words, nothing to discard', {
  tag: '@phone',
}, async ({ page, context, playwright: { request }, baseURL }) => {
  test.setTimeout(90_000);
  const owner = newAccount('shared-owner');
  const visitor = newAccount('shared-visitor');
  const beach = await ownerAndVisitor(page, request, baseURL, owner, visitor);
  const secret = words('The lifeguard hut door is broken and the first aid kit has gone');

  // The owner's session ends while the phone has no signal; then someone else signs in.
  await sessionEndsWhileOffline(context, () =>
    keepFeedbackAndPhoto(page, beach, secret, 'hut.jpg', submitPrivateFeedback),
  );
  // Back online the app learns nobody is signed in and sends the upload page to sign-in: the
  // badge is opened once that navigation is over (one made during the click closed the dialog).
  await expect(page).toHaveURL(/\/auth\?/);
  await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();

  await test.step('signed out: a count and a way to sign in, no content', async () => {
    const dialog = await openWaitingDialog(page);
    await expectOnlyCounted(dialog, 2, secret);
    await expect(dialog.getByRole('button', { name: 'Discard' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  await signIn(page, visitor);
  // Back where sign-in returns to (a navigation closes the dialog the badge opens).
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await dismissToasts(page);
  await test.step('the other account: the header, the dialog and the profile show one line', async () => {
    await expect(outboxBadge(page)).toHaveAccessibleName('2 items waiting to send for another account');
    const dialog = await openWaitingDialog(page);
    await expectOnlyCounted(dialog, 2, secret);
    await expect(dialog).not.toContainText(beach.name);
    // No thumbnail of their photo (the dialog's own close icon aside, no picture at all).
    await expect(dialog.locator('img')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /Discard|Edit|Try again/ })).toHaveCount(0);
    await openingDone(page);
    await page.screenshot({ path: screenshot('shared-phone-other-account-dialog') });
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto('/profile');
    const section = waitingSection(page);
    await expectOnlyCounted(section, 2, secret);
    await expect(section.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(secret);
    await section.screenshot({ path: screenshot('shared-phone-other-account-profile') });
    // Nothing was sent as the wrong person, nothing was lost.
    expect((await keptItems(page)).map((item) => item.kind).sort()).toEqual(['feedback', 'photo']);
  });

  await signOut(page, visitor);
  await signIn(page, owner);
  const ownerApi = await apiSignedInAs(baseURL as string, owner);
  await expectServerCount(ownerApi, 'feedback', 1);
  await expectServerCount(ownerApi, 'photos', 1);
  expect(await serverRows(ownerApi, 'feedback')).toEqual([expect.objectContaining({ content: secret })]);
  await expect(outboxBadge(page)).toHaveCount(0);
  // Once more, after a moment: exactly one of each.
  await page.waitForTimeout(1_000);
  expect(await serverRows(ownerApi, 'feedback')).toHaveLength(1);
  expect(await serverRows(ownerApi, 'photos')).toHaveLength(1);
  await ownerApi.dispose();
});

test('signing out with items waiting says what happens to them; with no signal it signs out at once and the server session ends once online', {
  tag: '@phone',
}, async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const owner = newAccount('shared-signout');
  await signedInOnControlledPage(page, owner);
  const beach = await croyde(page.request);
  const text = words('The stream across the sand is deep after the rain');
  const sessionCookies = await context.cookies();
  expect(await sessionKnown(baseURL as string, sessionCookies)).toBe(true);

  await context.setOffline(true);
  await submitFeedback(page, beach, text);
  await expectFeedbackKept(page);

  await test.step('the warning: what waits, for whom; Cancel keeps the account signed in', async () => {
    await dismissToasts(page);
    await chooseSignOut(page, owner);
    const warning = page.getByRole('alertdialog', { name: 'Sign out with 1 item waiting?' });
    await expect(warning).toContainText(
      `You have 1 item waiting to be sent. It stays on this phone and is sent when you sign in again as ${owner.email}.`,
    );
    await expect(warning).toContainText('No signal: you are signed out on this phone now');
    await expect(warning.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await openingDone(page);
    await page.screenshot({ path: screenshot('shared-phone-sign-out-warning') });
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await expect(warning).toHaveCount(0);
    await expect(accountButton(page, owner)).toBeVisible();
  });

  await test.step('offline: signed out on the phone at once, the item kept for its account', async () => {
    await chooseSignOut(page, owner);
    const warning = page.getByRole('alertdialog', { name: 'Sign out with 1 item waiting?' });
    await warning.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Signed out on this phone')).toBeVisible();
    await expect(page.getByText('Sign out failed')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
    await expect(accountButton(page, owner)).toHaveCount(0);
    // Still signed out after a reload with no signal: the phone no longer answers as the account.
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign In', exact: true }).first()).toBeVisible();
    await expect(accountButton(page, owner)).toHaveCount(0);
    // The feedback waits for its account; the sign-out for the signal.
    expect((await keptItems(page)).map((item) => item.kind).sort()).toEqual(['feedback', 'sign-out']);
  });

  await test.step('the signal returns: the server session ends, the feedback still waits for its account', async () => {
    await context.setOffline(false);
    await expect.poll(() => sessionKnown(baseURL as string, sessionCookies), { timeout: 15_000 }).toBe(false);
    const ownerApi = await apiSignedInAs(baseURL as string, owner);
    expect(await serverRows(ownerApi, 'feedback')).toEqual([]);
    await signIn(page, owner);
    await expectServerCount(ownerApi, 'feedback', 1);
    expect(await serverRows(ownerApi, 'feedback')).toEqual([expect.objectContaining({ content: text })]);
    await ownerApi.dispose();
  });
});

test('the profile with no signal, after a reload: the own feedback and photos are there, and an edit waits to be sent', {
  tag: '@phone',
}, async ({ page, context }) => {
  test.setTimeout(90_000);
  const owner = newAccount('shared-profile');
  await signedInOnControlledPage(page, owner);
  const beach = await croyde(page.request);
  const text = words('Plenty of shade under the cliffs in the afternoon');
  const edited = words('Plenty of shade under the cliffs after three');

  await submitFeedback(page, beach, text);
  await expect(page.getByText('Feedback submitted!')).toBeVisible();
  await uploadPhoto(page, beach, await wideJpeg('cliffs.jpg', 1200, 800));
  await expectServerCount(page.request, 'photos', 1);
  await page.goto('/profile');
  const feedback = page.getByRole('region', { name: 'My Feedback' });
  const photos = page.getByRole('region', { name: 'My Photos' });
  await expect(feedback).toContainText(text);
  await expect(photos.getByRole('listitem')).toHaveCount(1);
  // Kept on the phone as the answers came (the page is reloaded next, which would cut a write short).
  await expect.poll(() => keptOwnList(page, 'feedback')).toBe(1);
  await expect.poll(() => keptOwnList(page, 'photos')).toBe(1);

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: `${owner.firstName} ${owner.lastName}` }),
  ).toBeVisible();
  await expect(feedback).toContainText(text);
  await expect(photos.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText(/Unable to load your (feedback|photos)/)).toHaveCount(0);

  await feedback.getByRole('button', { name: 'Edit' }).click();
  await feedback.getByRole('textbox', { name: 'Edit your feedback' }).fill(edited);
  await feedback.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Edit saved on your phone')).toBeVisible();
  await page.reload();
  await expect(feedback).toContainText(edited);

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverRows(page.request, 'feedback')).map((row) => row.content), {
      timeout: 15_000,
    })
    .toEqual([edited]);
});
