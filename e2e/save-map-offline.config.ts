/**
 * Runs save-map-offline.spec.ts against a server whose tile server allows saving for offline use
 * (MAP_TILE_PREFETCH=true with tiles of "our own"), without changing the server every other spec
 * gets. `E2E_PORT=4393 PWA_OUT_DIR=dist-map npx playwright test -c e2e/save-map-offline.config.ts`
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config.ts';

export const OWN_TILES = 'https://tiles.devondogbeaches.test/{z}/{x}/{y}.png';
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'save-map-offline.spec.ts',
  outputDir: `${root}/test-results/${process.env.PWA_OUT_DIR ?? 'dist'}-save-map`,
  webServer: server && {
    ...server,
    cwd: root,
    env: { ...server.env, MAP_TILE_URL: OWN_TILES, MAP_TILE_PREFETCH: 'true' },
  },
});
