/**
 * The listing's first tap on one bar of signal: Chromium at a phone's size (Pixel 7, 390×844),
 * the page's network throttled over CDP (400 ms latency, 500 kbit/s down and up) and its CPU
 * slowed 4×, a first visit (fresh context: empty cache, no service worker) to /beaches.
 * - tapAt1s, tapAt3s: "Parking" (a toggle button, a checkbox or a link: whichever the page has)
 *   tapped 1.0 s or 3.0 s after navigation start, or as soon as it can be tapped if later; the
 *   time from the tap to the first frame showing the beaches with parking (the address has
 *   `hasParking=true` and the listing's cards are that list's first page), whether the app
 *   changed the page in place or the browser loaded the server's page for the new address.
 *   Null, with the reason, when nothing answers within 60 s: the tap was lost.
 * - layoutShift: no tap; a scroll of a few pixels at 3.0 s (a sign of use: the app starts,
 *   pwa/app/first-use.ts), then the layout shifts from first paint until the app has taken
 *   the page over (hydrated, as the e2e tests wait for it), summed as CLS sums them.
 * Each tap's time is the touch event's own, each answer's the frame's, both on the page's wall
 * clock (bench/first-tap-page.ts). Prints JSON with every run and the medians.
 *   node --import tsx bench/first-tap.ts [--runs 3] [--dist <dir> | --base <url>]
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, type CDPSession, devices, type Page } from '@playwright/test';
import { benchOptions, launchChromium, median, serveApp } from './browser.ts';
import { appTakenOver, layoutShifts, pageEvents } from './first-tap-page.ts';

const NETWORK = { offline: false, latency: 400, downloadThroughput: 62_500, uploadThroughput: 62_500 };
const CPU_SLOWDOWN = 4;
const TAP_AT_MS = [1_000, 3_000] as const;
const USE_AT_MS = 3_000;
const SCROLL_PX = 4;
const ANSWER_WITHIN_MS = 60_000;

const options = benchOptions();
const app = await serveApp(options, 'dist-bench-browser');

/** The listing's first page of beaches with parking, as the page lists them: what answers the tap. */
async function parkingFirstPage(): Promise<string[]> {
  const res = await fetch(`${app.base}/api/beaches?hasParking=true&page=1`);
  if (!res.ok) throw new Error(`GET /api/beaches?hasParking=true: ${res.status}`);
  return ((await res.json()) as { items: { slug: string }[] }).items.map((b) => b.slug);
}

async function throttle(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** A fresh first visit to /beaches, throttled, its documents reporting to `events`. */
async function firstVisit(browser: Browser, slugs: string[]) {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  const events = await pageEvents(context, slugs);
  const page = await context.newPage();
  await throttle(await context.newCDPSession(page));
  await page.goto(`${app.base}/beaches`, { waitUntil: 'commit', timeout: ANSWER_WITHIN_MS });
  const navigationStart = await page.evaluate(() => performance.timeOrigin);
  /**
   * Waits until `ms` after navigation start. On this process's clock: the page's (epoch ms, as
   * the figures are) is the same wall clock, but asking the page for it waits for its main
   * thread, which parses the page at 4× CPU (0.3–0.8 s late in trials).
   */
  const until = async (ms: number) => {
    const wait = navigationStart + ms - Date.now();
    if (wait > 0) await sleep(wait);
  };
  return { context, page, events, navigationStart, until };
}

interface TapRun {
  /** When "Parking" was first laid out, ms after navigation start. */
  controlShownMs: number | null;
  /** When the touch was made, ms after navigation start. */
  tapMs: number | null;
  /** How long the touch waited for the page's main thread. */
  inputDelayMs?: number;
  /** What it landed on. */
  on?: string;
  /** When the page's first script had run (DOMContentLoaded), ms after navigation start. */
  firstScriptRanMs?: number | null;
  /** The page handled the touch before its first script had run: nothing of ours saw it. */
  beforeFirstScript?: boolean;
  /** Tap → the beaches with parking shown; null: lost. */
  answeredMs: number | null;
  /** Where the answer came from: the app changing the page, or a server page the browser loaded. */
  via?: 'in place' | 'new page';
  path?: string;
  lost?: string;
}

/** Why nothing answered: where the page is, and whether the app ever ran. */
async function whyLost(page: Page): Promise<string> {
  const { path, started } = await page.evaluate(() => ({
    path: location.pathname + location.search,
    started: Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer$'),
    ),
  }));
  const ran = started ? 'started' : 'never started';
  return `nothing answered within ${ANSWER_WITHIN_MS / 1000} s: the address is ${path}, the app ${ran}`;
}

async function tapRun(browser: Browser, slugs: string[], atMs: number): Promise<TapRun> {
  const { context, page, events, navigationStart, until } = await firstVisit(browser, slugs);
  const sinceStart = (at: number | undefined) => (at === undefined ? null : Math.round(at - navigationStart));
  try {
    // Found by the page as it is laid out, touched at the moment: a locator's tap spends round
    // trips to the busy page on its checks first (0.5–3 s late in trials, after the first script).
    // When "Parking" comes later than the moment, the touch follows it by the time the page's
    // report takes to get here (it leaves when the parser's task ends: 30–210 ms in trials).
    const shown = await events.next((e) => e.kind === 'control', ANSWER_WITHIN_MS);
    if (!shown) return { controlShownMs: null, tapMs: null, answeredMs: null, lost: 'no Parking to tap' };
    const control = JSON.parse(shown.detail ?? '{}') as { x: number; y: number };
    await until(atMs);
    await page.touchscreen.tap(control.x, control.y);
    const tap = await events.next((e) => e.kind === 'tap', ANSWER_WITHIN_MS);
    if (!tap) throw new Error('the touch reached no document');
    const onParking = tap.detail?.includes('"Parking"') ?? false;
    const answer = onParking ? await events.next((e) => e.kind === 'answered', ANSWER_WITHIN_MS) : undefined;
    // Looked up now: a touch before the page's first script can come before DOMContentLoaded.
    const ready = events.events.find((e) => e.kind === 'ready' && e.doc === tap.doc);
    const handled = tap.handled ?? tap.at;
    const run = {
      controlShownMs: sinceStart(shown.at),
      tapMs: sinceStart(tap.at),
      inputDelayMs: Math.round(handled - tap.at),
      on: tap.detail,
      firstScriptRanMs: sinceStart(ready?.at),
      beforeFirstScript: !ready || ready.at > handled,
    };
    if (!onParking) return { ...run, answeredMs: null, lost: 'the touch missed Parking' };
    if (!answer) return { ...run, answeredMs: null, lost: await whyLost(page) };
    const via = answer.doc === tap.doc ? 'in place' : 'new page';
    return { ...run, answeredMs: Math.round(answer.at - tap.at), via, path: answer.detail };
  } finally {
    await context.close();
  }
}

async function shiftRun(browser: Browser, slugs: string[]) {
  const { context, page, until } = await firstVisit(browser, slugs);
  try {
    await until(USE_AT_MS);
    await page.mouse.wheel(0, SCROLL_PX);
    const hydratedMs = await appTakenOver(page, ANSWER_WITHIN_MS);
    return { hydratedMs, ...(await layoutShifts(page, USE_AT_MS)) };
  } finally {
    await context.close();
  }
}

/** The middle answer, a lost tap counting as slower than any: null when that middle one was lost. */
function medianAnswer(runs: TapRun[]): number | null {
  const middle = median(runs.map((r) => r.answeredMs ?? Number.POSITIVE_INFINITY));
  return Number.isFinite(middle) ? middle : null;
}

const slugs = await parkingFirstPage();
// As on a running site, the listing has been rendered before: the first render of a route in a
// process waits for its modules (the first run's page came 1.5–3 s later without this).
await fetch(`${app.base}/beaches`).then((res) => res.arrayBuffer());
const browser = await launchChromium();
const taps: Record<number, TapRun[]> = Object.fromEntries(TAP_AT_MS.map((ms) => [ms, []]));
const shifts: Awaited<ReturnType<typeof shiftRun>>[] = [];
try {
  // Interleaved, so a slow moment of the shared machine does not land on one scenario only.
  for (let i = 0; i < options.runs; i++) {
    for (const atMs of TAP_AT_MS) {
      console.error(`first-tap: run ${i + 1}, tap at ${atMs} ms…`);
      taps[atMs].push(await tapRun(browser, slugs, atMs));
    }
    console.error(`first-tap: run ${i + 1}, layout shift…`);
    shifts.push(await shiftRun(browser, slugs));
  }
} finally {
  await browser.close();
  await app.stop();
}

const tapSummary = (atMs: number) => ({
  plannedMs: atMs,
  answered: taps[atMs].filter((r) => r.answeredMs !== null).length,
  lost: taps[atMs].filter((r) => r.answeredMs === null).length,
  touchedBeforeFirstScript: taps[atMs].filter((r) => r.beforeFirstScript).length,
  medianAnsweredMs: medianAnswer(taps[atMs]),
  runs: taps[atMs],
});

console.log(
  JSON.stringify(
    {
      benchmark: 'first-tap',
      conditions: {
        network: 'page CDP Network.emulateNetworkConditions: 400 ms latency, 500 kbit/s down, 500 kbit/s up',
        cpuSlowdown: CPU_SLOWDOWN,
        device: 'Pixel 7, 390x844',
        visit: 'first (fresh context: empty cache, no service worker), /beaches',
        answer: `address has hasParking=true and the cards are its first page (${slugs.length} beaches)`,
        answerWithinMs: ANSWER_WITHIN_MS,
      },
      served: app.served,
      runs: options.runs,
      tapAt1s: tapSummary(1_000),
      tapAt3s: tapSummary(3_000),
      layoutShift: {
        span: `first paint → app hydrated, after a ${SCROLL_PX} px scroll at ${USE_AT_MS} ms; no tap`,
        medianCls: median(shifts.map((s) => s.cls)),
        medianHydratedMs: median(shifts.map((s) => s.hydratedMs)),
        runs: shifts,
      },
    },
    null,
    2,
  ),
);
// A handle stays open after the browser and the app have stopped (the process would wait
// forever): the figures are printed, so end here.
process.exit(0);
