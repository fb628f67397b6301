/**
 * Steps the outbox spec (issue #10) shares: a signed-in account on a page the service worker
 * controls with the mirror filled, the two writes it queues (feedback, a photo), what the phone
 * keeps in IndexedDB, and what the server holds — read through the API as the user, so every
 * test can say "exactly one row".
 */
import { join } from 'node:path';
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request as playwrightRequest,
  type Request,
} from '@playwright/test';
import sharp from 'sharp';
import { accountButton, mailedLink, type TestAccount } from './account-steps.ts';
import { openControlled } from './service-worker-steps.ts';

/** The built app the server sends (playwright.config.ts gives the server the same directory). */
export const BUILT_WORKER = join(process.env.PWA_OUT_DIR ?? 'dist', 'sw.js');

/** What the forms say when a write stays on the phone (pwa/data/outbox/outbox.ts SAVED_ON_PHONE). */
const SAVED_ON_PHONE = 'Saved on your phone — it will be sent when you have signal.';

export interface TestBeach {
  id: number;
  name: string;
  slug: string;
}

/** The beach every write here is about, as the API names it. */
export async function croyde(request: APIRequestContext): Promise<TestBeach> {
  // A GET is safe to repeat: once in a while the client reuses a kept-alive socket just as the
  // server closes it for idling (Node's 5 s), and the read fails with ECONNRESET before any answer.
  const get = () => request.get('/api/beaches/croyde-beach');
  const res = await get().catch((error: Error) => {
    if (!/ECONNRESET/.test(error.message)) throw error;
    return get();
  });
  expect(res.ok()).toBe(true);
  const { id, name, slug } = (await res.json()) as TestBeach;
  return { id, name, slug };
}

/**
 * Registers `account`, follows its verification link and signs in through the API (the account
 * spec walks the screens): `request` ends signed in as it when it shares the browser's cookies
 * (page.request).
 */
export async function registerVerified(request: APIRequestContext, account: TestAccount) {
  const registered = await request.post('/api/auth/register', {
    data: { ...account, confirmPassword: account.password },
  });
  expect(registered.status(), 'register').toBe(201);
  const verified = await request.get(await mailedLink(account.email, '/api/auth/verify-email'), {
    maxRedirects: 0,
  });
  expect(verified.headers().location).toBe('/?verified=true');
  // The link proves the mailbox and starts no session: the password signs in.
  const signedIn = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(signedIn.status(), 'login').toBe(200);
}

/** A verified `account`, signed in on a page the worker controls, with the mirror's snapshot stored. */
export async function signedInOnControlledPage(page: Page, account: TestAccount) {
  await registerVerified(page.request, account);
  await openControlled(page);
  // The app has heard from the server who is signed in, and remembers it for offline use.
  await expect(accountButton(page, account)).toBeVisible();
  // The sync writes this note once a snapshot is stored (pwa/data/mirror/mirror-hint.ts).
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ddb.mirror')), { timeout: 30_000 })
    .toBe('ready');
}

const beachQuery = (beach: TestBeach) => `beachId=${beach.id}&beachName=${encodeURIComponent(beach.name)}`;

/** Fills in and submits the feedback form for `beach` (public, a general comment). */
export async function submitFeedback(page: Page, beach: TestBeach, text: string) {
  await page.goto(`/community/feedback?${beachQuery(beach)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Share Feedback' })).toBeVisible();
  await page.getByRole('textbox', { name: /Your feedback/ }).fill(text);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
}

/** After a feedback submit: the form went to the profile and said the feedback waits on the phone. */
export async function expectFeedbackKept(page: Page) {
  await expect(page).toHaveURL(/\/profile$/);
  const toast = page.getByRole('status').filter({ hasText: 'Feedback saved on your phone' });
  await expect(toast).toContainText(SAVED_ON_PHONE);
}

export interface TestPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real photo-sized JPEG, wider than the 1920 px the phone keeps: sky, sea and sand with soft
 * edges, as a beach photo compresses (no noise, which would make it huge for nothing).
 */
export async function wideJpeg(name: string, width = 3000, height = 2000): Promise<TestPhoto> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#7ec8f0"/><stop offset="1" stop-color="#e8f6ff"/>
      </linearGradient>
      <linearGradient id="sand" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#e9d3a0"/><stop offset="1" stop-color="#c9a66b"/>
      </linearGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <rect y="${height * 0.45}" width="100%" height="${height * 0.2}" fill="#2f7fa8"/>
    <rect y="${height * 0.62}" width="100%" height="${height * 0.38}" fill="url(#sand)"/>
    <circle cx="${width * 0.8}" cy="${height * 0.18}" r="${height * 0.08}" fill="#fff6c8"/>
    <ellipse cx="${width * 0.35}" cy="${height * 0.8}" rx="${width * 0.06}" ry="${height * 0.04}" fill="#5b4636"/>
  </svg>`;
  const buffer = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Chooses one photo on the upload page for `beach` and sends it. */
export async function uploadPhoto(page: Page, beach: TestBeach, photo: TestPhoto) {
  await page.goto(`/community/upload?${beachQuery(beach)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Share Your Beach Photos' })).toBeVisible();
  await page.getByLabel('Choose photos').setInputFiles(photo);
  await page.getByRole('button', { name: 'Upload Photo' }).click();
}

/** After an upload: the page and its toast say the photo waits on the phone. */
export async function expectPhotoKept(page: Page) {
  await expect(page.getByRole('heading', { name: 'Saved on your phone' })).toBeVisible({ timeout: 20_000 });
  const toast = page.getByRole('status').filter({ hasText: 'Photos saved on your phone' });
  await expect(toast).toContainText(SAVED_ON_PHONE);
}

/** The header's count of writes still on the phone ("2 items waiting to send"). */
export const outboxBadge = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /\bwaiting to send\b/ });

/** The profile's "Waiting to send" section. */
export const waitingSection = (page: Page) => page.getByRole('region', { name: 'Waiting to send' });

export interface KeptItem {
  id: string;
  kind: string;
  state: string;
  userId: number | null;
  attempts: number;
  files: { type: string; bytes: number; width: number; height: number }[];
}

/** The outbox rows in the phone's IndexedDB (analytics events left out), with each photo's size. */
export function keptItems(page: Page): Promise<KeptItem[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('devon-dog-beaches');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('outbox')) return [];
      const rows = await new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const all = db.transaction('outbox').objectStore('outbox').getAll();
        all.onsuccess = () => resolve(all.result);
        all.onerror = () => reject(all.error);
      });
      const items = [];
      for (const row of rows.filter((r) => r.kind !== 'event')) {
        const files = [];
        for (const file of (row.files ?? []) as { type: string; data: ArrayBuffer }[]) {
          const bitmap = await createImageBitmap(new Blob([file.data], { type: file.type }));
          files.push({
            type: file.type,
            bytes: file.data.byteLength,
            width: bitmap.width,
            height: bitmap.height,
          });
          bitmap.close();
        }
        items.push({
          id: row.id as string,
          kind: row.kind as string,
          state: row.state as string,
          userId: row.userId as number | null,
          attempts: row.attempts as number,
          files,
        });
      }
      return items;
    } finally {
      db.close();
    }
  });
}

export interface ServerFeedback {
  id: number;
  beachId: number | null;
  content: string;
}

export interface ServerPhoto {
  id: number;
  beachId: number;
  caption: string | null;
}

/** The user's rows on the server, read as the user (the request context carries the session). */
export async function serverRows<K extends 'feedback' | 'photos'>(
  request: APIRequestContext,
  kind: K,
): Promise<(K extends 'feedback' ? ServerFeedback : ServerPhoto)[]> {
  const res = await request.get(`/api/my/${kind}`);
  expect(res.status(), `GET /api/my/${kind}`).toBe(200);
  return res.json();
}

/** How many rows of `kind` the user has, polled until it is `count`. */
export async function expectServerCount(
  request: APIRequestContext,
  kind: 'feedback' | 'photos',
  count: number,
  timeout = 15_000,
) {
  await expect
    .poll(async () => (await serverRows(request, kind)).length, { message: `${kind} rows`, timeout })
    .toBe(count);
}

/**
 * An API client signed in as `account` on its own (not the browser's session): reads what the
 * server holds for an account while the page is signed out or signed in as someone else.
 */
export async function apiSignedInAs(baseURL: string, account: TestAccount): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const res = await api.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status(), 'API sign-in').toBe(200);
  return api;
}

/** Every attempt the page made at one API write (method + path), with its Idempotency-Key. */
export function recordAttempts(page: Page, method: string, path: RegExp) {
  const keys: string[] = [];
  /** When each attempt left the page (ms). */
  const at: number[] = [];
  const replayed: boolean[] = [];
  const matches = (r: Request) => r.method() === method && path.test(new URL(r.url()).pathname);
  page.on('request', (r) => {
    if (!matches(r)) return;
    keys.push(r.headers()['idempotency-key'] ?? '');
    at.push(Date.now());
  });
  page.on('response', (res) => {
    if (matches(res.request())) replayed.push(res.headers()['idempotent-replayed'] === 'true');
  });
  return { keys, at, replayed };
}

/** Lets the page reach the server again (no longer offline). */
export const backOnline = (context: BrowserContext) => context.setOffline(false);
