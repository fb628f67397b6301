/**
 * Issue #8 item 14: a process killed mid-upload leaves no orphans. A real `npm start` process
 * (PGlite on disk) gets several uploads at once and is SIGKILLed the moment the first photo
 * files reach the disk; once restarted on the same folders, every photo folder has its row and
 * every row its files, and nothing is left in the staging area.
 *
 * The sweep leaves folders younger than a minute alone (another process may be writing them),
 * so before the restart the test ages the leftovers, as if the crash were a while ago.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from '../../mail/outbox.ts';
import { TEST_PASSWORD, uniqueEmail } from '../../testing/accounts.ts';
import { photo } from '../../testing/images.ts';

const base = mkdtempSync(join(tmpdir(), 'ddb-sigkill-'));
const dirs = {
  pglite: join(base, 'pglite'),
  uploads: join(base, 'uploads'),
  mail: join(base, 'mail'),
  pwa: join(base, 'pwa'),
};
let port: number;
let child: ChildProcess | undefined;
let output = '';

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

const url = (path: string) => `http://127.0.0.1:${port}${path}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `npm start` on the test's folders and a port just found free; resolves once it answers. Each
 * start has its own PUBLIC_URL, which robots.txt names: another test's server that took the port
 * in between would answer too, and must not count (a CI run once signed up with one that then
 * stopped).
 */
async function start(): Promise<void> {
  port = await freePort();
  const publicUrl = `http://sigkill-${process.pid}-${Date.now()}.test`;
  child = spawn(process.execPath, ['--import', 'tsx', 'api/start.ts'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      DATABASE_URL: '',
      PGLITE_DIR: dirs.pglite,
      UPLOADS_DIR: dirs.uploads,
      MAIL_DIR: dirs.mail,
      PWA_OUT_DIR: dirs.pwa,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000',
      RATE_LIMIT_STORE: 'memory',
      SESSION_SECRET: 'sigkill-test-secret-0123456789abcdef0123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = once(child, 'exit');
  const deadline = Date.now() + 40_000;
  for (;;) {
    const robots = await fetch(url('/robots.txt'))
      .then((res) => (res.ok ? res.text() : ''))
      .catch(() => '');
    if (robots.includes(publicUrl) && child.exitCode === null) return;
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not start:\n${output}`);
    }
    await Promise.race([sleep(200), exited]);
  }
}

function kill(): Promise<unknown> {
  const running = child;
  child = undefined;
  if (!running || running.exitCode !== null) return Promise.resolve();
  const exited = once(running, 'exit');
  running.kill('SIGKILL');
  return exited;
}

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name))
    : [];

/** Sets every file and folder under `dir` to `when`, as if written then. */
function age(dir: string, when: Date) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    utimesSync(join(entry.parentPath, entry.name), when, when);
  }
  utimesSync(dir, when, when);
}

/** Registers, follows the mailed verification link, signs in and returns the session's Cookie header. */
async function signUp(): Promise<string> {
  const email = uniqueEmail('sigkill');
  const register = await fetch(url('/api/auth/register'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      firstName: 'Kill',
      lastName: 'Nine',
    }),
  });
  expect(register.status).toBe(201);
  let link: string | undefined;
  for (let tries = 0; !link && tries < 200; tries++) {
    link = latestMail(dirs.mail, email)?.links[0];
    if (!link) await sleep(100);
  }
  if (!link) throw new Error(`no verification mail in ${readdirSync(dirs.mail)}:\n${output}`);
  const { pathname, search } = new URL(link);
  const verified = await fetch(url(`${pathname}${search}`), { redirect: 'manual' });
  expect(verified.status).toBe(302);
  // The link proves the mailbox and signs nobody in (issue #27): the password does.
  const signedIn = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  expect(signedIn.status).toBe(200);
  return signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

beforeAll(async () => {
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  // A stand-in PWA build, newer than any source, so start-up does not run Vite.
  writeFileSync(join(dirs.pwa, 'index.html'), '<!doctype html><title>Devon Dog Beaches</title>');
  const future = new Date('2100-01-01T00:00:00Z');
  utimesSync(join(dirs.pwa, 'index.html'), future, future);
});

afterAll(async () => {
  await kill();
  rmSync(base, { recursive: true, force: true });
});

describe('a SIGKILL mid-upload', () => {
  it('leaves, after a restart, no file without a row and no row without its files', {
    timeout: 90_000,
  }, async () => {
    await start();
    const cookie = await signUp();
    const beach = await (await fetch(url('/api/beaches/woolacombe-beach'))).json();

    // Four uploads of four photos each: one is processed while the others wait their turn.
    const colours = ['#336699', '#996633', '#339966', '#663399'];
    const images = await Promise.all(colours.map((c) => photo(2400, 1800, c)));
    const uploads = colours.map((_, n) => {
      const form = new FormData();
      images.forEach((image, i) => {
        form.append(
          'photos',
          new Blob([new Uint8Array(image)], { type: 'image/jpeg' }),
          `upload${n}-${i}.jpg`,
        );
      });
      return fetch(url(`/api/beaches/${beach.id}/community-photos-bulk`), {
        method: 'POST',
        headers: { Cookie: cookie },
        body: form,
      }).then(
        (res) => res.status,
        () => 'killed',
      );
    });

    // Kill the moment the first photo's files are being written.
    const deadline = Date.now() + 30_000;
    while (filesUnder(dirs.uploads).length === 0 && Date.now() < deadline) await sleep(1);
    await kill();
    const leftAtKill = filesUnder(dirs.uploads);
    expect(leftAtKill.length).toBeGreaterThan(0);
    expect(await Promise.all(uploads)).toContain('killed');

    age(dirs.uploads, new Date(Date.now() - 10 * 60_000));
    await start();

    const rows = (await (await fetch(url('/api/my/photos'), { headers: { Cookie: cookie } })).json()) as {
      variants: { webp: string; jpeg: string }[];
    }[];
    const folderOf = (path: string) => /\/community\/([^/]+)\//.exec(path)?.[1];
    const rowFolders = rows.map((row) => folderOf(row.variants[0].jpeg)).sort();
    const diskFolders = existsSync(join(dirs.uploads, 'community'))
      ? readdirSync(join(dirs.uploads, 'community')).sort()
      : [];
    expect(diskFolders).toEqual(rowFolders);
    expect(filesUnder(join(dirs.uploads, '.tmp'))).toEqual([]);
    for (const row of rows) {
      for (const variant of row.variants) {
        for (const path of [variant.webp, variant.jpeg]) {
          expect((await fetch(url(path))).status, path).toBe(200);
        }
      }
    }
  });
});
