/**
 * Steps the specs about one phone and several accounts share (outbox-accounts,
 * outbox-shared-phone): a second account made on another device, an account whose session ends
 * while its writes wait with no signal, and what others then see of those writes — a count, never
 * the words.
 */
import { join } from 'node:path';
import {
  type APIRequest,
  type APIRequestContext,
  type BrowserContext,
  type Cookie,
  expect,
  type Locator,
  type Page,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { accountButton, type TestAccount } from './account-steps.ts';
import {
  croyde,
  expectFeedbackKept,
  expectPhotoKept,
  outboxBadge,
  registerVerified,
  signedInOnControlledPage,
  submitFeedback,
  type TestBeach,
  uploadPhoto,
  wideJpeg,
} from './outbox-steps.ts';

/** Both projects share one server: words of their own keep each test's rows apart in a failure's output. */
export const words = (what: string) => `${what} (${test.info().project.name}, ${Date.now()})`;

/** Pictures for a person to look at (var/ is not committed). */
export const screenshot = (name: string) => join('var', 'screenshots', `${name}.png`);

/**
 * `owner` signed in on this phone (a page the worker controls) and `visitor` made on another
 * device; the beach both write about.
 */
export async function ownerAndVisitor(
  page: Page,
  request: APIRequest,
  baseURL: string | undefined,
  owner: TestAccount,
  visitor: TestAccount,
): Promise<TestBeach> {
  const elsewhere = await request.newContext({ baseURL });
  await registerVerified(elsewhere, visitor);
  await elsewhere.dispose();
  await signedInOnControlledPage(page, owner);
  return croyde(page.request);
}

/**
 * `write` runs with no signal; then the session ends (signed out elsewhere, or it expired) before
 * the signal returns, so what was written waits for its account.
 */
export async function sessionEndsWhileOffline(context: BrowserContext, write: () => Promise<void>) {
  await context.setOffline(true);
  await write();
  await context.clearCookies();
  await context.setOffline(false);
}

/** Feedback (`send`: the public form unless told) and a photo, both kept on the phone. */
export async function keepFeedbackAndPhoto(
  page: Page,
  beach: TestBeach,
  text: string,
  photoName: string,
  send: (page: Page, beach: TestBeach, text: string) => Promise<void> = submitFeedback,
) {
  await send(page, beach, text);
  await expectFeedbackKept(page);
  await uploadPhoto(page, beach, await wideJpeg(photoName, 1200, 800));
  await expectPhotoKept(page);
}

/** What the Waiting to send dialog and the profile say of `count` items another account left. */
const waitingForAnother = (count: number) =>
  count === 1
    ? '1 item is waiting for another account on this phone — it will be sent when that account signs in again.'
    : `${count} items are waiting for another account on this phone — they will be sent when that account signs in again.`;

/** Opens the header's count of waiting items: the Waiting to send dialog. */
export async function openWaitingDialog(page: Page): Promise<Locator> {
  await outboxBadge(page).click();
  return page.getByRole('dialog', { name: 'Waiting to send' });
}

/** `place` counts the `count` items another account left, and shows none of them nor `hidden`. */
export async function expectOnlyCounted(place: Locator, count: number, hidden: string) {
  await expect(place).toContainText(waitingForAnother(count));
  await expect(place).not.toContainText(hidden);
  await expect(place.getByRole('listitem')).toHaveCount(0);
}

/** The feedback form, sent as private feedback: words only administrators may read. */
export async function submitPrivateFeedback(page: Page, beach: TestBeach, text: string) {
  await page.goto(`/community/feedback?beachId=${beach.id}&beachName=${encodeURIComponent(beach.name)}`);
  await page.getByRole('textbox', { name: /Your feedback/ }).fill(text);
  await page.getByRole('radio', { name: 'Private - Only administrators can see this' }).check();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
}

/** How many entries of the user's own list of `kind` the phone keeps (IndexedDB, issue #28 §5). */
export function keptOwnList(page: Page, kind: 'feedback' | 'photos'): Promise<number> {
  return page.evaluate(async (kind) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('devon-dog-beaches');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('ownLists')) return 0;
      const lists = await new Promise<{ kind: string; items: unknown[] }[]>((resolve, reject) => {
        const all = db.transaction('ownLists').objectStore('ownLists').getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => reject(all.error);
      });
      return lists.find((list) => list.kind === kind)?.items.length ?? 0;
    } finally {
      db.close();
    }
  }, kind);
}

/** Waits for what opens on screen (a dialog) to finish, for a still picture; loops (a spinner) run on. */
export const openingDone = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );

/** Closes the toasts on screen, so that the pictures show the screen itself. */
export async function dismissToasts(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss notification' });
  for (let tries = 0; tries < 5 && (await dismiss.count()) > 0; tries++)
    await dismiss
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  await expect(dismiss).toHaveCount(0);
}

/** Signs out from the account menu, up to the point where the app asks or answers. */
export async function chooseSignOut(page: Page, account: TestAccount) {
  await accountButton(page, account).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

/** Whether the server still knows a session by these cookies (taken from the browser earlier). */
export async function sessionKnown(baseURL: string, cookies: Cookie[]): Promise<boolean> {
  const api: APIRequestContext = await playwrightRequest.newContext({
    baseURL,
    storageState: { cookies, origins: [] },
  });
  try {
    // Who is signed in: the account, or `null` once the session has ended.
    return (await (await api.get('/api/auth/user')).json()) !== null;
  } finally {
    await api.dispose();
  }
}
