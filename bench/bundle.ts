/**
 * First-visit JavaScript budget: builds the PWA (when its sources changed), serves it with the
 * real app, opens "/" in Chromium and sums the bytes of every script the page downloads, as they
 * travel (the build's brotli copies, which the server sends) against the budget, and gzip -9 for
 * comparison with earlier figures. Two figures, as the app takes over a server page at the first
 * sign of use (pwa/app/first-use.ts): `beforeUse`, what the page loads by itself until the
 * network is idle; `firstUse`, everything loaded once the mouse has moved and the app has
 * hydrated the page (entry, the app, the route's chunk and anything loaded eagerly). Prints JSON.
 *   node --import tsx bench/bundle.ts [--dist <dir> | --base <url>] [path…]      (default "/")
 */

import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { benchOptions, launchChromium, serveApp } from './browser.ts';

/** Brotli, as sent (issue #11: at most 150 KB for the first visit to "/"). */
const BUDGET_KB = 150;
const brotli = (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
type Script = { url: string; rawBytes: number; brotliBytes: number; gzipBytes: number };

function summary(scripts: Script[]) {
  const total = (key: 'rawBytes' | 'brotliBytes' | 'gzipBytes') =>
    Math.round(scripts.reduce((n, s) => n + s[key], 0) / 102.4) / 10;
  return {
    scripts: [...scripts].sort((a, b) => b.brotliBytes - a.brotliBytes),
    totalRawKB: total('rawBytes'),
    totalBrotliKB: total('brotliBytes'),
    totalGzipKB: total('gzipBytes'),
    budgetBrotliKB: BUDGET_KB,
    withinBudget: total('brotliBytes') <= BUDGET_KB,
  };
}

const options = benchOptions();
const paths = options.paths.length ? options.paths : ['/'];
const app = await serveApp(options, 'dist-bench');
const { base } = app;

const browser = await launchChromium();
const results = [];
for (const path of paths) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: Script[] = [];
  const pending: Promise<void>[] = [];
  // A script that arrives after the network went idle is not the first visit's; its body may be
  // gone with the page.
  let measured = false;
  page.on('response', (res) => {
    if (measured || res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then(
        (body) => {
          scripts.push({
            url: new URL(res.url()).pathname,
            rawBytes: body.length,
            brotliBytes: brotli(body),
            gzipBytes: gzipSync(body, { level: 9 }).length,
          });
        },
        (error: unknown) => {
          if (!measured) throw error;
        },
      ),
    );
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  const beforeUse = [...scripts];
  // The network can fall quiet while the app evaluates, before it asks for the page's own code
  // (one run in several counted 3 scripts): the first use's scripts are those loaded by the time
  // React has hydrated the page and the network is idle again.
  await page.mouse.move(2, 2);
  await page.mouse.move(1, 1);
  await page.waitForFunction(() => {
    const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
    const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
    const container = key ? (root[key] as { stateNode?: { current?: { memoizedState?: unknown } } }) : null;
    const state = container?.stateNode?.current?.memoizedState as { isDehydrated?: boolean } | undefined;
    return state?.isDehydrated === false;
  });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  measured = true;
  await page.close();
  results.push({ path, beforeUse: summary(beforeUse), firstUse: summary(scripts) });
}
await browser.close();
await app.stop();
console.log(JSON.stringify({ benchmark: 'bundle', viewport: '390x844', results }, null, 2));
