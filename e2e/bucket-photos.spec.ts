/**
 * Photos served from a public bucket on another origin (S3_PUBLIC_URL) stay on the phone for
 * offline use as /uploads/ ones do: the service worker learns the bucket's URL from /api/config,
 * asks the bucket with CORS and keeps a readable answer (not an opaque one), and the page's CSP
 * lets it. Needs a server whose photos are in such a bucket (e2e/bucket-photos.config.ts);
 * under the shared server, which stores photos on disk, it is skipped.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { mailedLink, newAccount } from './account-steps.ts';
import { scrollUntilShown } from './scroll-steps.ts';
import { goOffline, visitOnceOnline } from './service-worker-steps.ts';

const BEACH = 'croyde-beach';
const CAPTION = 'Dunes at low tide, kept in the bucket';
const JPEG = readFileSync(resolve('pwa/public/media/hero-poster.jpg'));

/** A verified account, signed in in the page's context (the sign-up screens are other specs' subject). */
async function signUpThroughApi(page: Page) {
  const { firstName, lastName, email, password } = newAccount('bucket');
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName, lastName, email, password, confirmPassword: password },
  });
  expect(registered.status()).toBe(201);
  await page.request.get(await mailedLink(email, '/api/auth/verify-email'));
  // The link verifies the address but starts no session: the password signs in.
  expect((await page.request.post('/api/auth/login', { data: { email, password } })).ok()).toBe(true);
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email });
}

/** The URL an <img> shows once it has loaded a picture (0 width: none, or a broken one). */
async function loadedSource(image: Locator): Promise<string> {
  await scrollUntilShown(image);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => img.currentSrc);
}

test('a photo from the public bucket, seen once online, still shows with no network', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { photoBaseUrl } = await (await page.request.get('/api/config')).json();
  test.skip(!photoBaseUrl, 'photos are not in a public bucket here: see e2e/bucket-photos.config.ts');
  expect(new URL(photoBaseUrl).origin).not.toBe(new URL(baseURL as string).origin);

  // The worker first: it learns the bucket's URL as it installs.
  await visitOnceOnline(page);
  await signUpThroughApi(page);
  const beach = await (await page.request.get(`/api/beaches/${BEACH}`)).json();
  const uploaded = await page.request.post(`/api/beaches/${beach.id}/community-photos-bulk`, {
    multipart: { photos: { name: 'dunes.jpg', mimeType: 'image/jpeg', buffer: JPEG }, caption_0: CAPTION },
  });
  expect(uploaded.status()).toBe(201);
  const { photoUrl } = (await uploaded.json()).photos[0];
  expect(photoUrl.startsWith(`${photoBaseUrl}community/`), photoUrl).toBe(true);

  await page.goto(`/beach/${BEACH}`);
  const shown = await loadedSource(page.getByRole('img', { name: CAPTION }));
  expect(shown.startsWith(photoBaseUrl)).toBe(true);
  // Kept as the bucket answered a CORS request: a readable 200, not an opaque answer (status 0).
  const kept = (url: string) =>
    page.evaluate(async (key) => {
      const answer = await (await caches.open('ddb-photos')).match(key);
      return answer ? `${answer.type} ${answer.status}` : 'not kept';
    }, url);
  await expect.poll(() => kept(shown)).toBe('cors 200');

  await goOffline(page);
  await expect(page.getByRole('heading', { level: 1, name: /Croyde/ })).toBeVisible();
  expect(await loadedSource(page.getByRole('img', { name: CAPTION }))).toBe(shown);
});
