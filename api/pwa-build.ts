import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Logger } from 'pino';

const SOURCES = ['pwa', 'domain', 'vite.config.ts', 'manifest.webmanifest', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), 0);
}

/** Runs the Vite production build when dist/ is missing or older than the PWA's sources. */
export async function buildPwaIfStale(logger: Logger, outDir: string, root = process.cwd()): Promise<void> {
  const built = join(outDir, 'index.html');
  const sourcesChanged = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (existsSync(built) && statSync(built).mtimeMs >= sourcesChanged) return;
  logger.info('building the PWA (first start or sources changed)…');
  const { build } = await import('vite');
  await build({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  logger.info('PWA built');
}
