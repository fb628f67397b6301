/**
 * The PWA's test files share a jsdom and a module cache (vitest.config.ts) unless listed in
 * PWA_ISOLATED. A shared file that mocks modules, stubs globals, fakes the clock or writes the
 * document changes what the files after it see, and only in some orders: this keeps such a file
 * from joining the shared ones unnoticed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PWA_ISOLATED } from '../vitest.config.ts';

const CHANGES_OTHERS =
  /vi\.mock\(|vi\.stubGlobal|vi\.useFakeTimers|vi\.setSystemTime|document\.(?:head|body|documentElement)\.innerHTML\s*=|Object\.defineProperty\((?:navigator|window|document)\b/;

const pwaTestFiles = readdirSync('pwa', { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.test\.tsx?$/.test(name))
  .map((name) => `pwa/${name.replaceAll('\\', '/')}`);

describe('PWA test files that share a jsdom', () => {
  it('finds the files', () => {
    expect(pwaTestFiles.length).toBeGreaterThan(50);
    for (const file of PWA_ISOLATED) expect(pwaTestFiles).toContain(file);
  });

  it('none of them mocks modules, stubs globals, fakes the clock or writes the document', () => {
    const shared = pwaTestFiles.filter((file) => !PWA_ISOLATED.includes(file));
    expect(shared.filter((file) => CHANGES_OTHERS.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
