/**
 * How fast "/" shows its first beach card with no network, against a first visit online.
 * Builds the PWA (when its sources changed), starts the real app on a free port with an
 * in-memory database, and in Chromium (390×844, a Pixel 7's screen) measures, in the page,
 * the time from the start of navigation to the first featured beach card being laid out:
 * - online: a fresh context each run (no worker, no cache, no mirror), i.e. a first visit;
 * - onlineRepeat: the same context after the worker took control and, once the page was used
 *   (the app starts then on a server page), the mirror was filled;
 * - offline: that context after `setOffline(true)` and a reload (shell from the precache,
 *   beaches from the mirror).
 * Several runs each (BENCH_RUNS, default 7); prints median and p90 as JSON. Localhost, no
 * network or CPU throttling: read the numbers as a comparison, not as a phone on 3G.
 *   node --import tsx bench/offline-start.ts
 */
import { resolve } from 'node:path';
import { type BrowserContext, chromium, devices, type Page } from '@playwright/test';
import { giveASignOfUse } from '../e2e/hydration-steps.ts';
import { buildIfStale } from './browser.ts';
import { startBenchApp } from './start-app.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const outDir = resolve(process.env.PWA_OUT_DIR ?? 'dist-bench-offline');

buildIfStale(outDir);
const app = await startBenchApp({ staticRoot: outDir });
const { base } = app;
// As on a running site (npm start preloads the renderer's code), "/" has been rendered before the
// first measured visit: the first render of a page in a process waits seconds for its modules.
await fetch(`${base}/`).then((res) => res.arrayBuffer());

/**
 * Runs in every document before the app: notes `performance.now()` (ms since the navigation
 * started) at the first animation frame in which the page's h1 (the shell and route code ran)
 * and then a featured beach card (the data arrived) have a layout box, i.e. the frames that
 * paint them. A string, not a function: tsx would add helpers the page lacks.
 */
const MARK_FIRST_CARD = `(() => {
  const laidOut = (selector) => (document.querySelector(selector)?.getBoundingClientRect().height ?? 0) > 0;
  const check = () => {
    if (window.__shellMs === undefined && laidOut('h1')) window.__shellMs = performance.now();
    if (laidOut('section[aria-labelledby="featured"] a[href^="/beach/"]')) window.__firstCardMs = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface Timing {
  /** The first beach card painted: what this benchmark is about. */
  card: number;
  /** The h1 painted: the shell, before any beach data. */
  shell: number;
}

async function timing(page: Page): Promise<Timing> {
  const handle = await page.waitForFunction(
    () => {
      const w = window as unknown as { __firstCardMs?: number; __shellMs?: number };
      return w.__firstCardMs === undefined ? undefined : { card: w.__firstCardMs, shell: w.__shellMs ?? 0 };
    },
    undefined,
    { timeout: 30_000 },
  );
  const { card, shell } = (await handle.jsonValue()) as Timing;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { card: round(card), shell: round(shell) };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});

async function freshContext(): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: base,
  });
  await context.addInitScript({ content: MARK_FIRST_CARD });
  return context;
}

/** A first visit: nothing cached, no worker, no mirror. */
async function online(): Promise<Timing> {
  const context = await freshContext();
  try {
    const page = await context.newPage();
    await page.goto('/', { waitUntil: 'commit' });
    return await timing(page);
  } finally {
    await context.close();
  }
}

/** The visit after one online visit and sync: online again, then offline. */
async function repeatAndOffline(): Promise<{ onlineRepeat: Timing; offline: Timing }> {
  const context = await freshContext();
  try {
    const page = await context.newPage();
    await page.goto('/');
    await timing(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The app takes over a server page at the first sign of use (pwa/app/first-use.ts) and only
    // then fills the mirror.
    await giveASignOfUse(page);
    await page.waitForFunction(() => localStorage.getItem('ddb.mirror') === 'ready', undefined, {
      timeout: 30_000,
    });
    await page.reload({ waitUntil: 'commit' });
    const onlineRepeat = await timing(page);
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) throw new Error('the service worker does not control the page after a reload');
    // Let the sync the reload started finish, so the offline run starts from a quiet page.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await page.reload({ waitUntil: 'commit' });
    const offline = await timing(page);
    return { onlineRepeat, offline };
  } finally {
    await context.close();
  }
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
  return { medianMs: rank(0.5), p90Ms: rank(0.9) };
}

function summary(timings: Timing[]) {
  const cards = timings.map((t) => t.card);
  return {
    ...percentiles(cards),
    minMs: Math.min(...cards),
    maxMs: Math.max(...cards),
    samplesMs: cards,
    shell: percentiles(timings.map((t) => t.shell)),
  };
}

const samples = { online: [] as Timing[], onlineRepeat: [] as Timing[], offline: [] as Timing[] };
// Interleaved, so a slow moment of the machine does not land on one mode only.
for (let run = 0; run < RUNS; run++) {
  samples.online.push(await online());
  const { onlineRepeat, offline } = await repeatAndOffline();
  samples.onlineRepeat.push(onlineRepeat);
  samples.offline.push(offline);
}
await browser.close();
await app.stop();

console.log(
  JSON.stringify(
    {
      benchmark: 'offline-start',
      measure: 'navigation start → first featured beach card painted on "/" (shell: → h1 painted)',
      viewport: '390x844',
      network: 'localhost, no throttling',
      runs: RUNS,
      online: summary(samples.online),
      onlineRepeat: summary(samples.onlineRepeat),
      offline: summary(samples.offline),
    },
    null,
    2,
  ),
);
