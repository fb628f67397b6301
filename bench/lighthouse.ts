/**
 * Lighthouse on a phone: the default config (mobile form factor and screen, simulated slow 4G
 * and 4× CPU), categories performance, accessibility, best practices and SEO, each page run
 * several times in a fresh Chromium. Reports per page the run with the median performance score
 * (four scores 0–100, LCP, TBT, CLS, FCP, Speed Index, and what its LCP element, layout shifts
 * and heaviest requests were) and every run's performance score. Prints JSON.
 *   node --import tsx bench/lighthouse.ts [--runs 3] [--dist <dir> | --base <url>] [path…]
 * (default paths: /, /beaches, /beach/croyde-beach)
 */
import { createRequire } from 'node:module';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { benchOptions, CHROMIUM_FLAGS, CHROMIUM_PATH, median, serveApp } from './browser.ts';

const { version: lighthouseVersion } = createRequire(import.meta.url)('lighthouse/package.json');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const DEFAULT_PATHS = ['/', '/beaches', '/beach/croyde-beach'];

const options = benchOptions();
const paths = options.paths.length ? options.paths : DEFAULT_PATHS;
const app = await serveApp(options, 'dist-bench-browser');

/** One Lighthouse run in its own Chromium, so no run inherits another's cache or compiled code. */
async function audit(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's own failures that it says to run again for (a trace it could not read). */
const RUN_AGAIN = /\((NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING_STARTED|NO_DCL)\)$/;
const runsAgain: string[] = [];

/** An audit, run again (twice at most) when Lighthouse failed to record it and says to. */
async function auditOnce(url: string): Promise<Result> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 2 || !RUN_AGAIN.test(message)) throw error;
      runsAgain.push(message);
      console.error(`lighthouse: ${message}: running it again`);
    }
  }
}

type Row = Record<string, unknown>;

/** The rows of an audit's table (the first table, for audits whose details are a list of tables). */
function rows(lhr: Result, id: string, table = 0): Row[] {
  const details = lhr.audits[id]?.details as { type?: string; items?: Row[] } | undefined;
  if (details?.type === 'list') return ((details.items?.[table] as { items?: Row[] })?.items ?? []) as Row[];
  return details?.items ?? [];
}

const node = (row: Row) => {
  const n = row.node as { nodeLabel?: string; snippet?: string; selector?: string } | undefined;
  return n && { label: n.nodeLabel, snippet: n.snippet, selector: n.selector };
};
const ms = (lhr: Result, id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
/** Same-origin URLs as paths; anything else ("Unattributable", other hosts) as it is. */
const pathOf = (url: unknown) => {
  if (!URL.canParse(String(url))) return String(url);
  const u = new URL(String(url));
  return u.origin === new URL(app.base).origin ? u.pathname + u.search : u.href;
};

function summarise(lhr: Result) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? Number.NaN) * 100)]),
  );
  const requests = rows(lhr, 'network-requests');
  return {
    scores,
    metrics: {
      lcpMs: ms(lhr, 'largest-contentful-paint'),
      tbtMs: ms(lhr, 'total-blocking-time'),
      cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN) * 1000) / 1000,
      fcpMs: ms(lhr, 'first-contentful-paint'),
      speedIndexMs: ms(lhr, 'speed-index'),
    },
    lcpElement: rows(lhr, 'largest-contentful-paint-element').map(node)[0],
    // TTFB, load delay, load time and render delay: where the LCP time went.
    lcpPhases: Object.fromEntries(
      rows(lhr, 'largest-contentful-paint-element', 1).map((r) => [r.phase, Math.round(Number(r.timing))]),
    ),
    layoutShifts: rows(lhr, 'layout-shifts')
      .slice(0, 3)
      .map((r) => ({ score: Math.round(Number(r.score) * 1000) / 1000, element: node(r)?.label })),
    requests: {
      count: requests.length,
      transferKB: Math.round(requests.reduce((n, r) => n + Number(r.transferSize ?? 0), 0) / 1024),
      heaviest: [...requests]
        .sort((a, b) => Number(b.transferSize) - Number(a.transferSize))
        .slice(0, 5)
        .map((r) => ({
          url: pathOf(r.url),
          type: r.resourceType,
          transferKB: Math.round(Number(r.transferSize) / 102.4) / 10,
        })),
    },
    mainThreadMs: Object.fromEntries(
      rows(lhr, 'mainthread-work-breakdown').map((r) => [r.group, Math.round(Number(r.duration))]),
    ),
    slowestScripts: rows(lhr, 'bootup-time')
      .slice(0, 3)
      .map((r) => ({ url: pathOf(r.url), totalMs: Math.round(Number(r.total)) })),
  };
}

const pages = [];
try {
  for (const path of paths) {
    const runs: Result[] = [];
    for (let run = 0; run < options.runs; run++) runs.push(await auditOnce(app.base + path));
    const performance = runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
    const medianRun = runs[performance.indexOf(median(performance))];
    pages.push({
      path,
      performanceScores: performance,
      // Lighthouse's CPU score of this machine at the time: under ~1000, the simulated 4× slowdown
      // is applied to an already slow CPU, and TBT and the performance score drop with it.
      benchmarkIndex: runs.map((lhr) => lhr.environment.benchmarkIndex),
      median: summarise(medianRun),
    });
  }
} finally {
  await app.stop();
}

console.log(
  JSON.stringify(
    {
      benchmark: 'lighthouse',
      lighthouse: lighthouseVersion,
      config: 'default (mobile: moto g power screen, simulated slow 4G 150 ms RTT / 1.6 Mbit/s, 4× CPU)',
      served: app.served,
      runs: options.runs,
      pages,
      // Runs Lighthouse failed to record and was asked to run again: none counted.
      runsAgain,
    },
    null,
    2,
  ),
);
// Lighthouse keeps a handle open after its last run (the process would wait forever): the
// figures are printed, so end here.
process.exit(0);
