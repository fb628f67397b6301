/**
 * A beach page on one bar of signal: Chromium at a phone's size (Pixel 7, 390×844) with the
 * page's network throttled over CDP (400 ms latency, 500 kbit/s down and up) and its CPU slowed
 * 4×, in a fresh context (empty cache, no service worker). Each run measures
 * - firstVisit: navigation start → the /beach/woolacombe-beach h1 visible with the beach's name
 *   (and first contentful paint);
 * - nextPage: ~3 s after that, still throttled, a link on the page to another beach clicked (or,
 *   when the page links to none, /beach/croyde-beach opened in the same tab) → that beach's h1
 *   visible with its name.
 * Page-level throttling does not reach requests the service worker makes itself (Chromium: its
 * own target; emulation sent to that target does not slow them either), so once the worker
 * controls the page its network-first navigations and image fetches go at full speed: read
 * nextPage with `serviceWorkerControlled` in mind. Prints JSON with every run and the medians.
 *   node --import tsx bench/weak-signal.ts [--runs 3] [--dist <dir> | --base <url>]
 */
import { type BrowserContext, type CDPSession, devices, type Page } from '@playwright/test';
import { benchOptions, launchChromium, median, serveApp } from './browser.ts';

const FIRST = 'woolacombe-beach';
const NEXT = 'croyde-beach';
const NETWORK = { offline: false, latency: 400, downloadThroughput: 62_500, uploadThroughput: 62_500 };
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 3_000;
const TIMEOUT_MS = 120_000;

const options = benchOptions();
const app = await serveApp(options, 'dist-bench-browser');

/** Every beach's name by slug, as its h1 shows it: the API the page reads them from. */
async function beachNames(): Promise<Map<string, string>> {
  const res = await fetch(`${app.base}/api/beaches`);
  if (!res.ok) throw new Error(`GET /api/beaches: ${res.status}`);
  return new Map(((await res.json()) as { slug: string; name: string }[]).map((b) => [b.slug, b.name]));
}

/**
 * Runs in every document before the app: at each animation frame, the text of the first h1 that
 * has a layout box inside the viewport; every change is noted with `performance.now()` (ms since
 * this document's navigation started), and so is the last click. It stops looking once the h1
 * reads a beach's name: each look makes the browser lay out the page there and then, and a loop
 * that went on doing so while the next page arrived cost that page 0.3–0.7 s of main thread at 4×
 * CPU (style recalculated at every frame as the document was parsed), time no visitor's phone
 * spends. A string, not a function: tsx would add helpers the page lacks.
 */
const markH1 = (nameList: string[]) => `(() => {
  const names = new Set(${JSON.stringify(nameList)});
  const seen = (window.__h1Seen = []);
  let last = '';
  const visibleH1 = () => {
    for (const h1 of document.querySelectorAll('h1')) {
      const box = h1.getBoundingClientRect();
      const text = h1.innerText.trim();
      const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
      if (text && inView && getComputedStyle(h1).visibility !== 'hidden') return text;
    }
    return '';
  };
  const check = () => {
    const text = visibleH1();
    if (text !== last && text) seen.push({ ms: performance.now(), text });
    last = text;
    if (!names.has(text)) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  addEventListener('click', () => { window.__clickMs = performance.now(); }, true);
})();`;

/** When (page ms) an h1 reading `name` became visible, after `afterMs`. */
async function h1Visible(page: Page, name: string, afterMs = 0): Promise<number> {
  const handle = await page.waitForFunction(
    ([name, afterMs]) => {
      const seen = (window as unknown as { __h1Seen?: { ms: number; text: string }[] }).__h1Seen ?? [];
      return seen.find((s) => s.text === name && s.ms >= afterMs)?.ms;
    },
    [name, afterMs] as const,
    { timeout: TIMEOUT_MS, polling: 100 },
  );
  return Math.round((await handle.jsonValue()) as number);
}

/** First contentful paint, and what the network had delivered by `h1Ms`: where the wait went. */
const paintAndBytes = (page: Page, h1Ms: number) =>
  page.evaluate((h1Ms) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const done = (performance.getEntriesByType('navigation') as PerformanceResourceTiming[])
      .concat(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.responseEnd <= h1Ms);
    return {
      fcpMs: fcp === undefined ? null : Math.round(fcp),
      beforeH1: {
        requests: done.length,
        transferKB: Math.round(done.reduce((n, e) => n + e.transferSize, 0) / 1024),
        lastResponseEndMs: Math.round(Math.max(...done.map((e) => e.responseEnd))),
      },
    };
  }, h1Ms);

async function throttle(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** A path on the page to a beach other than the one shown, as a visitor could tap it. */
const otherBeachLink = (page: Page) =>
  page.evaluate((current) => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/beach/"]')];
    const other = links.find((a) => {
      const slug = /^\/beach\/([^/?#]+)$/.exec(a.getAttribute('href') ?? '')?.[1];
      return slug && slug !== current && a.getBoundingClientRect().height > 0;
    });
    return other?.getAttribute('href') ?? null;
  }, FIRST);

interface Run {
  firstVisit: { h1Ms: number } & Awaited<ReturnType<typeof paintAndBytes>>;
  nextPage: {
    h1Ms: number;
    via: 'link' | 'goto';
    path: string;
    serviceWorkerControlled: boolean;
    htmlMs?: number;
  };
}

async function run(context: BrowserContext, names: Map<string, string>): Promise<Run> {
  await context.addInitScript({ content: markH1([...names.values()]) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttle(cdp);
  await page.goto(`${app.base}/beach/${FIRST}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  const h1Ms = await h1Visible(page, names.get(FIRST) ?? '');
  const firstVisit = { h1Ms, ...(await paintAndBytes(page, h1Ms)) };

  await page.waitForTimeout(SETTLE_MS);
  const serviceWorkerControlled = await page.evaluate(() => navigator.serviceWorker?.controller != null);
  await throttle(cdp); // still on: the same conditions, sent again in case a navigation reset them
  const link = await otherBeachLink(page);
  let nextPage: Run['nextPage'];
  if (link) {
    const slug = link.slice('/beach/'.length);
    await page.locator(`a[href="${link}"]`).first().click();
    const clickMs = await page.evaluate(() => (window as unknown as { __clickMs: number }).__clickMs);
    const h1Ms = (await h1Visible(page, names.get(slug) ?? '', clickMs)) - Math.round(clickMs);
    nextPage = { h1Ms, via: 'link', path: link, serviceWorkerControlled };
  } else {
    // A new document: its page clock starts at this navigation.
    await page.goto(`${app.base}/beach/${NEXT}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
    const h1Ms = await h1Visible(page, names.get(NEXT) ?? '');
    // Under 400 ms when the worker fetched the HTML itself, past the throttle.
    const htmlMs = await page.evaluate(() =>
      Math.round((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd),
    );
    nextPage = { h1Ms, via: 'goto', path: `/beach/${NEXT}`, serviceWorkerControlled, htmlMs };
  }
  return { firstVisit, nextPage };
}

const names = await beachNames();
const browser = await launchChromium();
const runs: Run[] = [];
try {
  for (let i = 0; i < options.runs; i++) {
    const context = await browser.newContext({
      ...devices['Pixel 7'],
      viewport: { width: 390, height: 844 },
    });
    try {
      runs.push(await run(context, names));
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}

const fcps = runs.flatMap((r) => (r.firstVisit.fcpMs === null ? [] : [r.firstVisit.fcpMs]));
console.log(
  JSON.stringify(
    {
      benchmark: 'weak-signal',
      conditions: {
        network: 'page CDP Network.emulateNetworkConditions: 400 ms latency, 500 kbit/s down, 500 kbit/s up',
        cpuSlowdown: CPU_SLOWDOWN,
        device: 'Pixel 7, 390x844',
        settleMsBeforeNextPage: SETTLE_MS,
      },
      served: app.served,
      runs: options.runs,
      firstVisit: {
        path: `/beach/${FIRST}`,
        h1: names.get(FIRST),
        medianH1Ms: median(runs.map((r) => r.firstVisit.h1Ms)),
        medianFcpMs: fcps.length ? median(fcps) : null,
        runs: runs.map((r) => r.firstVisit),
      },
      nextPage: {
        medianH1Ms: median(runs.map((r) => r.nextPage.h1Ms)),
        runs: runs.map((r) => r.nextPage),
      },
    },
    null,
    2,
  ),
);
// A handle stays open after the browser and the app have stopped (the process would wait
// forever): the figures are printed, so end here.
process.exit(0);
