/**
 * Chakra's `createSystem` builds the CSS of its reset, global styles and every token variable
 * (`system._global`) as soon as it is called: in the browser, part of the entry script's
 * evaluation (about 60 % of `createSystem`, 100–150 ms of a phone's main thread at 4× CPU).
 * A server-rendered page already carries that CSS (inline, or linked as the shared stylesheet),
 * so the browser needs it only for the offline shell, which the server did not render.
 *
 * This build step makes `_global` a property computed on first read, so a page that never reads
 * it never builds it (pwa/app/app.tsx reads it only without the server's styles). It rewrites
 * the two lines of Chakra's module it depends on and fails the build if they are not there as
 * expected, so an upgrade of Chakra that changes them is noticed, not silently skipped.
 */
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = /^(\s*)_global,$/m;

/** The module's source with `_global` built on first read. */
export function lazyGlobals(source: string): string {
  if (!source.includes(EAGER) || !RETURNED.test(source))
    throw new Error(
      "lazy-chakra-globals: Chakra's createSystem no longer builds _global as expected; review scripts/vite/lazy-chakra-globals.ts",
    );
  return source
    .replace(EAGER, 'let _global;')
    .replace(
      RETURNED,
      '$1get _global() {\n$1  return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n$1},',
    );
}

export function lazyChakraGlobals(): Plugin {
  return {
    name: 'ddb-lazy-chakra-globals',
    apply: 'build',
    transform(code, id) {
      return SYSTEM_MODULE.test(id) ? { code: lazyGlobals(code), map: null } : undefined;
    },
  };
}
