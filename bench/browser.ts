/**
 * What the browser benchmarks share: the Chromium they drive (Debian's, with the flags every
 * spec and bench here uses), and the app they measure — a PWA built into a bench dir when its
 * sources changed, an already built dir (`--dist`, e.g. a "before" build), or a server that is
 * already running (`--base`).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { startBenchApp } from './start-app.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking'];

export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

export interface BenchOptions {
  runs: number;
  /** A built PWA to serve instead of building one. */
  dist?: string;
  /** A running server to measure instead of starting one. */
  base?: string;
  paths: string[];
}

/** `--runs N`, `--dist <dir>`, `--base <url>` and any paths after them. */
export function benchOptions(defaultRuns = 3): BenchOptions {
  const { values, positionals } = parseArgs({
    options: { runs: { type: 'string' }, dist: { type: 'string' }, base: { type: 'string' } },
    allowPositionals: true,
  });
  const runs = Number(values.runs ?? defaultRuns);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, not ${values.runs}`);
  if (values.base !== undefined && !URL.canParse(values.base))
    throw new Error(`--base must be a URL, not "${values.base}"`);
  return { runs, dist: values.dist, base: values.base?.replace(/\/$/, ''), paths: positionals };
}

export interface ServedApp {
  base: string;
  /** Where the figures come from, for the JSON. */
  served: string;
  stop(): Promise<void>;
}

/**
 * The app's own build-when-stale step, in a child whose stdout is our stderr: stdout carries only
 * the JSON, and Vite's bundler writes some progress lines to the process's stdout directly.
 */
export function buildIfStale(outDir: string) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const module = (path: string) => JSON.stringify(new URL(path, import.meta.url).href);
  const script = `import { buildPwaIfStale } from ${module('../api/pwa-build.ts')};
    import { benchLogger } from ${module('./start-app.ts')};
    await buildPwaIfStale(benchLogger(), ${JSON.stringify(outDir)}, ${JSON.stringify(root)});`;
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    cwd: root,
    stdio: ['ignore', process.stderr, process.stderr],
  });
}

/**
 * The app to measure: `--base` as it is; otherwise the real app (in-memory PGlite, seeded)
 * serving `--dist`, or a PWA built into `outDir` when its sources are newer than that build.
 */
export async function serveApp(options: BenchOptions, outDir: string): Promise<ServedApp> {
  if (options.base) return { base: options.base, served: options.base, stop: async () => {} };
  const staticRoot = resolve(options.dist ?? outDir);
  if (!options.dist) buildIfStale(staticRoot);
  const app = await startBenchApp({ staticRoot });
  // As on a running site, the renderer's code is loaded before the first visitor (npm start
  // preloads it): one page rendered and thrown away.
  await fetch(`${app.base}/privacy`).then((res) => res.arrayBuffer());
  return { base: app.base, served: `${staticRoot} (${app.database})`, stop: app.stop };
}

/** The middle sample (the lower of the two middles for an even count). */
export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
