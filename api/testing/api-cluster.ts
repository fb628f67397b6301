/**
 * Two real API processes (each its own event loop, api-process.ts) on one fresh PostgreSQL
 * database, behind a round-robin proxy like the one in compose.yaml, for the cluster tests
 * (api/cluster-*.test.ts). Both start at the same moment on an empty database, so each test file
 * also proves that a simultaneous start migrates, seeds and makes the first admin once.
 *
 * PostgreSQL only: embedded PGlite is opened by a single process. Call setupApiCluster() inside
 * a `describe.runIf(onPostgres)` so that nothing starts without DATABASE_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll } from 'vitest';
import { readOutbox } from '../mail/outbox.ts';
import { cookiesFrom, registration, uniqueEmail } from './accounts.ts';
import { TEST_SESSION_SECRET } from './test-app.ts';
import { openEmptyDatabase, type TestDatabase } from './test-database.ts';

export const onPostgres = Boolean(process.env.DATABASE_URL);
/** The first admin both processes are told to make on start. */
export const CLUSTER_ADMIN = { username: 'cluster-admin', password: 'a-long-admin-password' };

/** Starts one API process and resolves with its port once it prints `listening <port>`. */
function startProcess(
  env: Record<string, string>,
  children: ChildProcess[],
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/testing/api-process.ts'], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Stopped in afterAll even if the other one fails to start.
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const port = /^listening (\d+)$/m.exec(output)?.[1];
      if (port) resolve({ child, port: Number(port) });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`API process exited (${code}) before listening:\n${output}`)),
    );
  });
}

/**
 * A reverse proxy as small as it gets: each request to the next backend in turn, with the
 * forwarded headers a real one adds (TRUST_PROXY=1), and `x-backend` saying which one answered.
 */
function roundRobinProxy(ports: number[]): Promise<Server> {
  const agent = new Agent({ keepAlive: true });
  let next = 0;
  const server = createServer((req, res) => {
    const backend = next++ % ports.length;
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: ports[backend],
        method: req.method,
        path: req.url,
        agent,
        headers: {
          ...req.headers,
          'x-forwarded-for': req.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-backend': String(backend) });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('close', () => agent.destroy());
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Probes until `done` says yes or `ms` have passed, and returns the last value. */
export async function until<T>(
  probe: () => T | Promise<T>,
  done: (value: T) => boolean,
  ms = 10_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Registers hooks that start the two processes and the proxy for this file, and stop them. */
export function setupApiCluster() {
  const cluster = {} as {
    db: TestDatabase;
    /** Where both processes write mail (MAIL_DIR) and store photos (UPLOADS_DIR). */
    mailDir: string;
    uploadsDir: string;
    /** Requests through the proxy. */
    api: () => ReturnType<typeof request>;
  };
  let proxy: Server | undefined;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    // Empty: both processes migrate, seed and make the first admin as they start, at once.
    cluster.db = await openEmptyDatabase();
    cluster.mailDir = mkdtempSync(join(tmpdir(), 'ddb-cluster-mail-'));
    cluster.uploadsDir = mkdtempSync(join(tmpdir(), 'ddb-cluster-uploads-'));
    const env = {
      NODE_ENV: 'production',
      ALLOW_INSECURE_HTTP: '1',
      TRUST_PROXY: '1',
      TRUSTED_PROXIES: '127.0.0.1',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: cluster.db.url as string,
      DATABASE_POOL_MAX: '4',
      SESSION_SECRET: TEST_SESSION_SECRET,
      ALTCHA_HMAC_KEY: 'cluster-test-altcha-key',
      RATE_LIMIT_STORE: 'postgres',
      RATE_LIMIT_SCALE: '1',
      MAIL_DIR: cluster.mailDir,
      UPLOADS_DIR: cluster.uploadsDir,
      PWA_OUT_DIR: join(cluster.uploadsDir, 'no-pwa-build'),
      ADMIN_USERNAME: CLUSTER_ADMIN.username,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      LOG_LEVEL: 'warn',
    };
    const started = await Promise.all([startProcess(env, children), startProcess(env, children)]);
    proxy = await roundRobinProxy(started.map((s) => s.port));
    const base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    cluster.api = () => request(base);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null) return;
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }),
    );
    proxy?.close();
    await cluster.db?.destroy();
    for (const dir of [cluster.mailDir, cluster.uploadsDir]) {
      if (dir) rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  return cluster;
}

/** A verified account made through the proxy (the mail goes out from either process's queue). */
export async function signUpThroughCluster(
  cluster: ReturnType<typeof setupApiCluster>,
  prefix = 'cluster',
): Promise<{ email: string; cookie: string; id: number }> {
  const email = uniqueEmail(prefix);
  await cluster.api().post('/api/auth/register').send(registration(email)).expect(201);
  const mails = await until(
    () => readOutbox(cluster.mailDir, email),
    (found) => found.length > 0,
  );
  const link = new URL(mails[0].links[0]);
  await cluster.api().get(`${link.pathname}${link.search}`).expect(302);
  // The link verifies and signs nobody in (issue #27): the password starts the session.
  const login = await cluster
    .api()
    .post('/api/auth/login')
    .send({ email, password: registration(email).password })
    .expect(200);
  const cookie = cookiesFrom(login);
  const me = await cluster.api().get('/api/auth/user').set('Cookie', cookie).expect(200);
  return { email, cookie, id: me.body.id };
}
