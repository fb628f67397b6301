/**
 * Puts the page's first listener (pwa/app/early-listener.ts) inline in the HTML's head, compiled
 * and minified (~1.9 KB, ~0.9 KB compressed): it listens from the page's first byte, where the
 * page's first script file arrives ~1.75 s later on one bar of signal (issue #32 item 2). The
 * server allows it by its hash (api/middleware/inline-script-hashes.ts), read from the built page.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('../../pwa/app/early-listener.ts', import.meta.url));

/** The listener as one statement for a classic inline script. */
async function compileEarlyListener(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { installEarlyListener } from ${JSON.stringify(SOURCE)};\ninstallEarlyListener(window);`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
  });
  return result.outputFiles[0].text.trim();
}

export function earlyListener(): Plugin {
  return {
    name: 'ddb-early-listener',
    // The dev server's pages go without it (the app's own copy listens once it has loaded): its
    // policy allows no inline script, as the built shell's hash is not the dev page's.
    apply: 'build',
    async transformIndexHtml() {
      return [{ tag: 'script', children: await compileEarlyListener(), injectTo: 'head' }];
    },
  };
}
