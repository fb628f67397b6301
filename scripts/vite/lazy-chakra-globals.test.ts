import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem } from '@chakra-ui/react';
import { afterAll, describe, expect, it } from 'vitest';
import { appSystem } from '../../pwa/app/theme.ts';
import { lazyGlobals } from './lazy-chakra-globals.ts';

const system = appSystem();

/** Chakra's own system.js, as the build reads it. */
const chakraEntry = createRequire(import.meta.url).resolve('@chakra-ui/react');
const systemModule = join(dirname(chakraEntry), '../esm/styled-system/system.js');
const source = readFileSync(systemModule, 'utf8');

const dir = mkdtempSync(join(tmpdir(), 'lazy-globals-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The rewritten module, loaded from a copy whose relative imports point back into Chakra. */
async function loadRewritten(): Promise<{ createSystem: typeof createSystem }> {
  const base = pathToFileURL(systemModule);
  const absolute = lazyGlobals(source).replace(
    /from '(\.{1,2}\/[^']+)'/g,
    (_, path: string) => `from '${new URL(path, base).href}'`,
  );
  const file = join(dir, 'system.mjs');
  writeFileSync(file, absolute);
  return import(/* @vite-ignore */ pathToFileURL(file).href);
}

describe('lazy Chakra globals (build step)', () => {
  it('builds the global styles only when they are read, and the same styles as Chakra', async () => {
    const lazy = (await loadRewritten()).createSystem(system._config);
    const descriptor = Object.getOwnPropertyDescriptor(lazy, '_global');
    expect(descriptor?.get).toBeTypeOf('function');
    expect(lazy._global).toEqual(createSystem(system._config)._global);
    // Built once, then kept.
    expect(lazy._global).toBe(lazy._global);
  });

  it('fails the build when Chakra no longer builds the global styles as expected', () => {
    expect(() => lazyGlobals(source.replace('const _global =', 'const globals ='))).toThrow(
      /no longer builds _global/,
    );
  });
});
