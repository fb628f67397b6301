/**
 * The server's layering (issue #30), read from the import lines: route → validate → service
 * (given a database handle, never Koa's ctx) → presenter. Routes do not touch models, services do
 * not take ctx, presenters live in presenters/, and api/ never reaches into db/seeds (the seed's
 * steps; api/ uses db/seed-database.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('.', import.meta.url));

/** Every non-test TypeScript file under api/`folder`, as a path from api/. */
function sources(folder = ''): string[] {
  return readdirSync(join(apiDir, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
    .map((e) => relative(apiDir, join(e.parentPath, e.name)))
    .filter((path) => !path.startsWith('testing/'));
}

const importsOf = (path: string) =>
  [...readFileSync(join(apiDir, path), 'utf8').matchAll(/^(?:import|export)[^;]*?from '([^']+)'/gms)].map(
    (m) => m[1],
  );

/** The files among `paths` with an import matching `pattern`, and the import. */
const importing = (paths: string[], pattern: RegExp) =>
  paths.flatMap((path) =>
    importsOf(path)
      .filter((spec) => pattern.test(spec))
      .map((spec) => `${path}: ${spec}`),
  );

describe('the server convention', () => {
  it('routes reach the database through services, never through models', () => {
    expect(importing(sources('routes'), /\/models\//)).toEqual([]);
  });

  it("services are given a database handle, never Koa's ctx", () => {
    expect(importing(sources('services'), /^koa$/)).toEqual([]);
  });

  it('every presenter is in presenters/', () => {
    const outside = sources().filter(
      (path) =>
        !path.startsWith('presenters/') &&
        /^export (?:async )?(?:function|const) present/m.test(readFileSync(join(apiDir, path), 'utf8')),
    );
    expect(outside).toEqual([]);
  });

  it('api/ never imports db/seeds', () => {
    expect(importing(sources(), /\/db\/seeds\//)).toEqual([]);
  });
});
