/**
 * First-visit JavaScript budget: builds the PWA (when its sources changed), serves it with the
 * real app, opens "/" in Chromium and sums the gzip -9 size of every script the page downloads
 * until the network is idle (entry, route chunk and anything loaded eagerly). Prints JSON.
 *   node --import tsx bench/bundle.ts [--dist <dir> | --base <url>] [path…]      (default "/")
 */

import { gzipSync } from 'node:zlib';
import { benchOptions, launchChromium, serveApp } from './browser.ts';

const BUDGET_KB = 200;
const options = benchOptions();
const paths = options.paths.length ? options.paths : ['/'];
const app = await serveApp(options, 'dist-bench');
const { base } = app;

const browser = await launchChromium();
const results = [];
for (const path of paths) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: { url: string; rawBytes: number; gzipBytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.body().then((body) => {
        scripts.push({
          url: new URL(res.url()).pathname,
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        });
      }),
    );
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.close();
  const totalGzip = scripts.reduce((n, s) => n + s.gzipBytes, 0);
  results.push({
    path,
    scripts: scripts.sort((a, b) => b.gzipBytes - a.gzipBytes),
    totalRawKB: Math.round(scripts.reduce((n, s) => n + s.rawBytes, 0) / 102.4) / 10,
    totalGzipKB: Math.round(totalGzip / 102.4) / 10,
    budgetKB: BUDGET_KB,
    withinBudget: totalGzip <= BUDGET_KB * 1024,
  });
}
await browser.close();
await app.stop();
console.log(JSON.stringify({ benchmark: 'bundle', viewport: '390x844', results }, null, 2));
