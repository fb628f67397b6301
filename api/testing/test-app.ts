import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

/** A stand-in PWA build so that static serving can be tested without running Vite. */
function fakePwaBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ddb-pwa-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Devon Dog Beaches</title><div id="root"></div>',
  );
  return dir;
}

/** Registers hooks that open a private database and build the app for this test file. */
export function setupTestApp() {
  const ctx = {} as {
    app: ReturnType<typeof createApp>;
    db: TestDatabase;
    callback: ReturnType<ReturnType<typeof createApp>['callback']>;
  };
  beforeAll(async () => {
    ctx.db = await openTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test' });
    ctx.app = createApp({
      config,
      knex: ctx.db.knex,
      logger: createLogger(config),
      staticRoot: fakePwaBuild(),
    });
    ctx.callback = ctx.app.callback();
  });
  afterAll(async () => {
    await ctx.db?.destroy();
  });
  return ctx;
}
