import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
  plugins: [react(), webManifest()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: { port: 5173 },
}));
