import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyListener } from './scripts/vite/early-listener-plugin.ts';
import { lazyChakraGlobals } from './scripts/vite/lazy-chakra-globals.ts';

const manifestPath = fileURLToPath(new URL('./manifest.webmanifest', import.meta.url));

/** The web app manifest lives at the top level (product layout); ship it at /manifest.webmanifest. */
function webManifest(): Plugin {
  return {
    name: 'ddb-web-manifest',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: readFileSync(manifestPath) });
    },
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(readFileSync(manifestPath));
      });
    },
  };
}

/**
 * Chunks made of the admin area's modules (pwa/admin/) are named admin-*, so the service worker's
 * precache can leave them out (issue #13) and a public page visibly never loads one.
 */
const ADMIN_CHUNKS = 'assets/admin-*.js';
const ADMIN_SOURCES = /[\\/]pwa[\\/]admin[\\/]/;
const chunkFileNames = (chunk: { name: string; moduleIds: string[] }) =>
  chunk.moduleIds.some((id) => ADMIN_SOURCES.test(id))
    ? `assets/admin-${chunk.name.replace(/^admin-/, '')}-[hash].js`
    : 'assets/[name]-[hash].js';

const VENDOR_RUNTIME =
  /node_modules[\\/](react|react-dom|react-router|scheduler|@emotion|stylis|@tanstack)[\\/]/;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every text file of the build
 * (its bundle and the public folder),
 * once, so the server sends the smallest bytes without compressing on each request (koa-send
 * picks them by Accept-Encoding). On-the-fly brotli runs at a low quality: 143 KB against 122 KB
 * for the entry chunk.
 */
function precompress(): Plugin {
  return {
    name: 'ddb-precompress',
    apply: 'build',
    async writeBundle(options) {
      const dir = options.dir ?? '';
      // The bundle's files and the public folder's (the beach artwork a page's banner shows).
      const files = (await readdir(dir, { recursive: true })).filter((file) =>
        /\.(js|css|html|svg|json|geojson|webmanifest)$/.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(join(dir, file));
          if (bytes.length < 1024) return;
          const brotli = await brotliAsync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          });
          await writeFile(join(dir, `${file}.br`), brotli);
          await writeFile(join(dir, `${file}.gz`), await gzipAsync(bytes, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Builds pwa/sw.ts into /sw.js with the precache list injected. The page registers it itself
 * (pwa/app/service-worker) and asks before updating; the manifest stays ours (above).
 */
function serviceWorker(mode: string) {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    mode: mode === 'production' ? 'production' : 'development',
    injectManifest: {
      // The shell, every route's chunks, icons, the bundled coastline and the small artwork; not the
      // hero video, the store screenshots or source maps.
      globPatterns: ['**/*.{js,css,html,svg,png,jpg,webp,woff2,webmanifest,geojson}'],
      // The admin area is online only: its chunks (named below) are never kept on phones.
      globIgnores: ['screenshots/**', '**/*.map', ADMIN_CHUNKS],
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      rollupFormat: 'iife',
    },
  });
}

export default defineConfig(({ mode }) => ({
  root: fileURLToPath(new URL('./pwa', import.meta.url)),
  resolve: {
    // React Router's package exports only its development build; ship the production one.
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : [],
  },
  plugins: [react(), earlyListener(), lazyChakraGlobals(), webManifest(), serviceWorker(mode), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        chunkFileNames,
        // The runtime every page needs (React, React Router, TanStack Query, Emotion) as one chunk.
        // Left to itself, rolldown cut it into many small shared chunks once the admin area's
        // graph joined the build: the first visit to / grew from 175.6 to 180.6 KB brotli with
        // not one byte of admin code in it. One group: 173.3 KB (bench:bundle).
        // Then everything else the entry loads statically (the layout, the Chakra system and the
        // pieces of Chakra, the outbox status and sync status the header reads) as the entry chunk
        // itself: rolldown had cut nine small chunks out of it, each modulepreloaded by every page
        // and each compressed on its own, for modules no page can do without (/: 173.4 → 170.1 KB).
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR_RUNTIME },
            { name: 'index', tags: ['$initial'] },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
}));
