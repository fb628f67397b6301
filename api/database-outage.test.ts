/**
 * Issue 8 §3, in the PostgreSQL pass: a PostgreSQL server of its own is stopped under a
 * steady stream of requests. While it is away every answer is a 503 with Retry-After and the
 * JSON error shape (never a 500, never a hang); once it is back the same app, not restarted,
 * answers 200 again.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { TEST_SESSION_SECRET } from './testing/test-app.ts';

const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort() : [];
const bindir = versions.length ? `/usr/lib/postgresql/${versions.at(-1)}/bin` : '';
const canRun = Boolean(process.env.DATABASE_URL && bindir && existsSync(join(bindir, 'pg_ctl')));
const asRoot = process.getuid?.() === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (initdb refuses root). */
function pg(binary: string, args: string[]) {
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bindir, binary), ...args]]
    : [join(bindir, binary), args];
  execFileSync(command, argv, { stdio: 'ignore', timeout: 60_000 });
}

describe.runIf(canRun)('PostgreSQL outage', () => {
  let dir: string;
  let port: number;
  let knex: Knex;
  let app: ReturnType<typeof createApp>;
  const data = () => join(dir, 'data');
  const start = () =>
    pg('pg_ctl', [
      '-D',
      data(),
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const stop = () => pg('pg_ctl', ['-D', data(), '-m', 'fast', '-w', 'stop']);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ddb-outage-'));
    if (asRoot) execFileSync('chown', ['postgres', dir]);
    port = await freePort();
    pg('initdb', ['-D', data(), '-A', 'trust', '-U', 'ddb', '--encoding=UTF8', '--locale=C.UTF-8']);
    start();
    knex = createKnex({ databaseUrl: `postgres://ddb@127.0.0.1:${port}/postgres`, poolMax: 4 });
    await migrateLatest(knex);
    const config = loadConfig({
      NODE_ENV: 'test',
      SESSION_SECRET: TEST_SESSION_SECRET,
      RATE_LIMIT_STORE: 'memory',
    });
    app = createApp({ config, knex, logger: createLogger(config) });
  }, 120_000);

  afterAll(async () => {
    await knex?.destroy();
    try {
      stop();
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** A bounded stream: `count` requests, one every `gapMs`, each answer recorded. */
  async function stream(count: number, gapMs: number) {
    const answers: { status: number; retryAfter?: string; code?: string }[] = [];
    for (let i = 0; i < count; i++) {
      const res = await request(app.callback())
        .get(i % 2 ? '/api/stats' : '/api/beaches')
        .timeout(10_000);
      answers.push({
        status: res.status,
        retryAfter: res.headers['retry-after'],
        code: res.body?.error?.code,
      });
      await new Promise((r) => setTimeout(r, gapMs));
    }
    return answers;
  }

  it('answers 503 with Retry-After while the server is down, and recovers by itself', async () => {
    expect((await stream(4, 10)).map((a) => a.status)).toEqual([200, 200, 200, 200]);

    stop();
    const during = await stream(6, 50);
    expect(during.every((a) => a.status === 503)).toBe(true);
    expect(during.every((a) => a.code === 'service_unavailable' && Number(a.retryAfter) > 0)).toBe(true);

    start();
    const after = await stream(4, 10);
    expect(after.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  }, 120_000);
});
