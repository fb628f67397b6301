/**
 * The phone side of bench/scale.ts: bundles bench/scale-page.ts (the app's mirror, filter and map
 * code) with Vite, serves it on the bench app's own origin through Playwright's routing (so the
 * page's `/api/sync` is the app's), and times it in Debian's Chromium with the CPU slowed down
 * through the DevTools protocol, in a fresh browser context (an empty mirror) each time.
 */
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { launchChromium, median } from './browser.ts';
import { timing } from './scale-server.ts';

type Files = Map<string, { body: string | Uint8Array; contentType: string }>;

const PREFIX = '/__scale/';
const TYPES: Record<string, string> = { js: 'text/javascript', css: 'text/css', png: 'image/png' };

/** The page and its bundle, in memory. Vite's progress lines go to stderr: stdout is the JSON. */
export async function bundleScalePage(): Promise<Files> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const stdoutWrite = process.stdout.write;
  process.stdout.write = process.stderr.write.bind(process.stderr);
  let built: Rollup.RollupOutput | Rollup.RollupOutput[];
  try {
    built = (await build({
      configFile: false,
      root,
      base: PREFIX,
      logLevel: 'warn',
      build: {
        write: false,
        modulePreload: false,
        rollupOptions: { input: fileURLToPath(new URL('./scale-page.ts', import.meta.url)) },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  } finally {
    process.stdout.write = stdoutWrite;
  }
  const files: Files = new Map();
  const styles: string[] = [];
  let entry = '';
  for (const item of (Array.isArray(built) ? built : [built]).flatMap((output) => output.output)) {
    const extension = item.fileName.split('.').pop() ?? '';
    const contentType = TYPES[extension] ?? 'application/octet-stream';
    if (item.type === 'chunk') {
      files.set(PREFIX + item.fileName, { body: item.code, contentType });
      if (item.isEntry) entry = item.fileName;
    } else {
      files.set(PREFIX + item.fileName, { body: item.source, contentType });
      if (extension === 'css') styles.push(item.fileName);
    }
  }
  const links = styles.map((name) => `<link rel="stylesheet" href="${PREFIX}${name}">`).join('');
  files.set(`${PREFIX}index.html`, {
    body: `<!doctype html><html><head><meta charset="utf-8">${links}</head><body><script type="module" src="${PREFIX}${entry}"></script></body></html>`,
    contentType: 'text/html',
  });
  return files;
}

export interface BrowserOptions {
  /** CPU slowdown (4: a mid-range phone against this machine). */
  cpuSlowdown: number;
  mapRuns: number;
  /** How many keystrokes also run the listing's whole mirror read, as the app makes it. */
  listingReads: number;
}

interface ScaleBench {
  firstSync(): Promise<{ kind: string; beaches: number; pullMs: number; downloadAndParseMs: number }>;
  typing(listingReads: number): Promise<{
    beaches: number;
    keystrokes: number;
    readAllMs: number;
    picker: number[];
    listingFilter: number[];
    mirrorRead: number[];
    readAfterWriteMs: number;
  }>;
  mapRender(): Promise<{
    markers: number;
    iconsOnScreen: number;
    iconsMade: number;
    markersMs: number;
    builtMs: number;
    firstRenderMs: number;
    statusTodayMs: number;
    pinDomMs: number;
  }>;
}
type WithBench = Window & { scaleBench: ScaleBench };

/** The phone-side figures for what the app at `base` serves now. */
export async function measureBrowser(base: string, files: Files, options: BrowserOptions) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.route(`${base}${PREFIX}**`, (route) => {
      const file = files.get(new URL(route.request().url()).pathname);
      return file
        ? route.fulfill({ body: Buffer.from(file.body), contentType: file.contentType })
        : route.abort();
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    await page.goto(`${base}${PREFIX}index.html`);
    await page.waitForFunction(() => 'scaleBench' in window);
    const sync = await page.evaluate(() => (window as unknown as WithBench).scaleBench.firstSync());
    const typed = await page.evaluate(
      (reads) => (window as unknown as WithBench).scaleBench.typing(reads),
      options.listingReads,
    );
    const maps = [];
    for (let run = 0; run < options.mapRuns; run++)
      maps.push(await page.evaluate(() => (window as unknown as WithBench).scaleBench.mapRender()));
    await context.close();
    return {
      cpuSlowdown: options.cpuSlowdown,
      firstSync: sync,
      keystroke: {
        beaches: typed.beaches,
        keystrokes: typed.keystrokes,
        targetMs: 16,
        mirrorReadAllMs: typed.readAllMs,
        picker: timing(typed.picker),
        listingFilter: timing(typed.listingFilter),
        listingMirrorRead: timing(typed.mirrorRead),
        /** The first listing read after a write to the mirror: every beach read from IndexedDB again. */
        listingReadAfterWriteMs: typed.readAfterWriteMs,
      },
      map: {
        markers: maps[0].markers,
        iconsOnScreen: maps[0].iconsOnScreen,
        /** Marker icons made by the first view (each marker makes its own when first shown). */
        iconsMade: maps[0].iconsMade,
        /** The markers made (createBeachMarkers), before the map sees them. */
        markersMs: median(maps.map((m) => m.markersMs)),
        /** Timed apart, what making every icon up front would cost: each status today, each pin's DOM. */
        markerParts: {
          statusTodayMs: median(maps.map((m) => m.statusTodayMs)),
          pinDomMs: median(maps.map((m) => m.pinDomMs)),
        },
        builtMs: median(maps.map((m) => m.builtMs)),
        firstRenderMs: median(maps.map((m) => m.firstRenderMs)),
        runsMs: maps.map((m) => m.firstRenderMs),
      },
    };
  } finally {
    await browser.close();
  }
}
