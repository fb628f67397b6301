import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, createApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

/** A stand-in PWA build so that static serving can be tested without running Vite. */
/** A built shell as Vite writes it (head, empty root, the entry script), without the scripts. */
const FAKE_SHELL =
  '<!doctype html><html lang="en-GB"><head><meta name="description" content="Shell" />' +
  '<title>Devon Dog Beaches</title><script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

function fakePwaBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ddb-pwa-'));
  writeFileSync(join(dir, 'index.html'), FAKE_SHELL);
  return dir;
}

/** Shared by every app a test file builds, so their session cookies are valid on each other. */
export const TEST_SESSION_SECRET = 'test-session-secret-0123456789abcdef0123456789';

export interface TestAppOptions {
  /** Environment overrides, e.g. { RATE_LIMIT_SCALE: '1' } for the real limits. */
  env?: Record<string, string>;
  /**
   * Render public pages on the server (api/middleware/server-render.ts). Off by default: it
   * loads the whole PWA into the test, which only the tests of that feature need.
   */
  serverRender?: boolean;
}

/**
 * Registers hooks that open a private database and build the app for this test file. Mail goes
 * to a temporary outbox and photos to a temporary folder; rate limits are 1000 times the real
 * ones unless `env` says otherwise.
 */
export function setupTestApp(options: TestAppOptions = {}) {
  const ctx = {} as {
    app: ReturnType<typeof createApp>;
    db: TestDatabase;
    callback: ReturnType<ReturnType<typeof createApp>['callback']>;
    config: Config;
    mailDir: string;
    uploadsDir: string;
    /** Another app on the same database (a second API process), with optional overrides. */
    makeApp: (env?: Record<string, string>, deps?: Partial<AppDeps>) => ReturnType<typeof createApp>;
  };
  const dirs: string[] = [];
  beforeAll(async () => {
    ctx.db = await openTestDatabase();
    ctx.mailDir = mkdtempSync(join(tmpdir(), 'ddb-mail-'));
    ctx.uploadsDir = mkdtempSync(join(tmpdir(), 'ddb-uploads-'));
    const staticRoot = fakePwaBuild();
    dirs.push(ctx.mailDir, ctx.uploadsDir, staticRoot);
    const baseEnv = {
      NODE_ENV: 'test',
      SESSION_SECRET: TEST_SESSION_SECRET,
      MAIL_DIR: ctx.mailDir,
      UPLOADS_DIR: ctx.uploadsDir,
      RATE_LIMIT_SCALE: '1000',
      ...options.env,
    };
    ctx.makeApp = (env = {}, deps = {}) => {
      const config = loadConfig({ ...baseEnv, ...env });
      const serverRender = options.serverRender ?? false;
      return createApp({
        config,
        knex: ctx.db.knex,
        logger: createLogger(config),
        staticRoot,
        serverRender,
        ...deps,
      });
    };
    ctx.config = loadConfig(baseEnv);
    ctx.app = ctx.makeApp();
    ctx.callback = ctx.app.callback();
  });
  afterAll(async () => {
    await ctx.app?.context.services.mailer.idle();
    await ctx.db?.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return ctx;
}

export type TestApp = ReturnType<typeof setupTestApp>;
