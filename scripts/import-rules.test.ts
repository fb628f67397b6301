/**
 * ARCHITECTURE.md's import rules hold in the code: features do not import features, only pwa/data
 * calls the network or opens IndexedDB, domain/ imports nothing of ours, api/ never reaches into
 * the seeds. The second block shows each rule catches what it is about.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findBreaches, isProductCode } from './import-rules.ts';

const sourceFiles = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => `${folder}/${name.replaceAll('\\', '/')}`)
    .filter((path) => /\.tsx?$/.test(path));

describe('the import rules of ARCHITECTURE.md', () => {
  const files = new Map(
    ['api', 'db', 'domain', 'pwa'].flatMap(sourceFiles).map((path) => [path, readFileSync(path, 'utf8')]),
  );

  it('reads the whole product', () => {
    expect([...files.keys()].filter(isProductCode).length).toBeGreaterThan(500);
  });

  it('hold in every product file', () => {
    const breaches = findBreaches(files).map(({ file, rule, detail }) => `${file}: ${rule} (${detail})`);
    expect(breaches.sort()).toEqual([]);
  }, 30_000); // parses some 700 files: about 2 s alone, more beside other test files
});

describe('each rule catches what it is about', () => {
  const check = (files: Record<string, string>) => findBreaches(new Map(Object.entries(files)));

  it('a feature importing another feature, however it is written', () => {
    const breaches = check({
      'pwa/features/beach/a.tsx': "import { x } from '../profile/x.ts';",
      'pwa/features/beach/b.tsx': "const y = import('../../features/blog/y.ts');",
      'pwa/features/beach/c.ts': "export * from '../home/z.ts';",
      'pwa/features/beach/d.tsx': "import { v } from './dog-rules/v.ts';",
    });
    expect(breaches.map((b) => [b.file, b.detail])).toEqual([
      ['pwa/features/beach/a.tsx', 'pwa/features/profile/x.ts'],
      ['pwa/features/beach/b.tsx', 'pwa/features/blog/y.ts'],
      ['pwa/features/beach/c.ts', 'pwa/features/home/z.ts'],
    ]);
  });

  it('a component calling fetch or opening IndexedDB, but not the data layer or a word in a comment', () => {
    const breaches = check({
      'pwa/features/beach/a.tsx': 'export const A = () => { void fetch("/api/x"); return null; };',
      'pwa/ui/b.tsx': 'const open = () => window.indexedDB.open("x");',
      'pwa/features/home/c.tsx': "import Dexie from 'dexie';",
      'pwa/ui/d.tsx': '// we never fetch here\nconst text = "fetch(";\nconst options = { fetch: true };',
      'pwa/data/http/e.ts': 'export const get = () => fetch("/api/x");',
      'pwa/sw.ts': 'self.addEventListener("fetch", () => fetch("/x"));',
    });
    expect(breaches.map((b) => [b.file, b.detail])).toEqual([
      ['pwa/features/beach/a.tsx', 'fetch'],
      ['pwa/ui/b.tsx', 'indexedDB'],
      ['pwa/features/home/c.tsx', 'dexie'],
    ]);
  });

  it('domain/ importing anything of ours, and api/ importing the seeds', () => {
    const breaches = check({
      'domain/beaches/a.ts': "import { b } from '../../api/b.ts'; import { z } from 'zod';",
      'api/services/c.ts': "import { seed } from '../../db/seeds/seed.ts';",
      'api/services/c.test.ts': "import { seed } from '../../db/seeds/seed.ts';",
    });
    expect(breaches.map((b) => [b.file, b.detail])).toEqual([
      ['domain/beaches/a.ts', 'api/b.ts'],
      ['api/services/c.ts', 'db/seeds/seed.ts'],
    ]);
  });

  it('the data layer importing a screen', () => {
    const breaches = check({ 'pwa/data/queries/a.ts': "import { B } from '../../features/beach/b.tsx';" });
    expect(breaches.map((b) => b.rule)).toEqual([
      'pwa/data does not import screens (features, ui, app, admin)',
    ]);
  });
});
