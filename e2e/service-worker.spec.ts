/**
 * Issue #9 items 7–9 on the built app: the service worker takes control, Chromium finds the app
 * installable, the shell (and offline.html when even the shell is gone) opens with no network,
 * a new worker waits for the visitor's "Reload", and the install offers look right.
 * (The data mirror offline is another spec's subject: only the shell is asserted here.)
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';
import { waitForHydration } from './hydration-steps.ts';
import { openControlled } from './service-worker-steps.ts';

// The built app the server sends (playwright.config.ts gives the server the same directory).
const BUILT_WORKER = join(process.env.PWA_OUT_DIR ?? 'dist', 'sw.js');

test('the service worker controls the app after a reload and never precaches the API', async ({ page }) => {
  await openControlled(page);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toEqual(expect.arrayContaining(['/index.html', '/offline.html', '/manifest.webmanifest']));
  expect(cached.some((path) => path.startsWith('/api/'))).toBe(false);
  expect(cached.some((path) => path.startsWith('/screenshots/'))).toBe(false);

  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
});

test('Chromium reports the app installable (manifest, icons, worker)', async ({ playwright }) => {
  // Test contexts are incognito, where nothing is installable: use a real (temporary) profile.
  const { launchOptions, baseURL, viewport } = test.info().project.use;
  const profile = mkdtempSync(join(tmpdir(), 'ddb-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openControlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { errors } = await cdp.send('Page.getAppManifest');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('offline, a reload and another page still open from the cached shell', async ({ page, context }) => {
  await openControlled(page);
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
  await expect(page.getByRole('contentinfo')).toContainText('Devon Dog Beaches');

  await page.goto('/blog/dog-beach-safety');
  await expect(page.getByRole('heading', { level: 1, name: 'Dog Beach Safety Guide' })).toBeVisible();
});

test('offline with the shell gone from the cache, a navigation gets offline.html', async ({
  page,
  context,
}) => {
  await openControlled(page);
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname === '/index.html') await cache.delete(request);
      }
    }
  });
  await context.setOffline(true);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'No signal just now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
  await expectNoSeriousA11yViolations(page);
});

test('a new version waits for "Reload", then takes over', async ({ page }) => {
  await openControlled(page);
  // Playwright cannot route a worker's own script, so the deploy is simulated on disk (and undone).
  const original = readFileSync(BUILT_WORKER);
  try {
    appendFileSync(BUILT_WORKER, `\n// e2e: the next version ${Date.now()}\n`);
    await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.update()));

    const banner = page.getByRole('status').filter({ hasText: 'New version available' });
    await expect(banner).toBeVisible();
    // Nothing switched by itself: the new worker waits and the page keeps the old one.
    const state = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return { waiting: registration.waiting !== null, controlled: !!navigator.serviceWorker.controller };
      });
    await page.waitForTimeout(1000);
    expect(await state()).toEqual({ waiting: true, controlled: true });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('update-banner.png') });

    await Promise.all([
      page.waitForEvent('framenavigated'),
      banner.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(banner).toHaveCount(0);
    expect(await state()).toEqual({ waiting: false, controlled: true });
  } finally {
    writeFileSync(BUILT_WORKER, original);
  }
});

test('the footer offers "Install app" when the browser can install', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Headless Chromium does not show its install offer: hand the page the event it would fire.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  // The page's first script keeps the offer; the app, once someone uses the page, shows it.
  await waitForHydration(page.getByRole('contentinfo'));
  const install = page.getByRole('contentinfo').getByRole('button', { name: 'Install app' });
  await install.scrollIntoViewIfNeeded();
  await expect(install).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('contentinfo').screenshot({ path: test.info().outputPath('install-button.png') });
  await install.click();
  await expect(install).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  test('the footer explains Add to Home Screen and why it keeps saved data', { tag: '@phone' }, async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The steps are the app's (only it knows the device): scrolling down to the footer starts it.
    await page.mouse.wheel(0, 5000);
    const steps = page.getByRole('region', { name: 'Install on your iPhone or iPad' });
    await steps.scrollIntoViewIfNeeded();
    await expect(steps).toContainText('Add to Home Screen');
    await expect(steps).toContainText('7 days');
    await expect(steps).toContainText('keeps the beach directory, tides');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('contentinfo').screenshot({ path: test.info().outputPath('ios-install.png') });
  });
});
