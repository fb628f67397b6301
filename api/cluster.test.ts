/**
 * Issue #14 item 5: two real API processes (each its own event loop) on one PostgreSQL, behind a
 * round-robin proxy like the one in compose.yaml, started at the same moment on a fresh database.
 * What one process does, the other must honour at once: sessions, admin edits behind the
 * per-data-version response cache, abuse limits; and the work queues they both run (mail, photo
 * processing) must do each job once.
 *
 * PostgreSQL only: embedded PGlite is opened by a single process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from './mail/outbox.ts';
import { cookiesFrom, registration, uniqueEmail } from './testing/accounts.ts';
import { buildAdminBeach } from './testing/admin-beaches.ts';
import { photo } from './testing/images.ts';
import { filesUnder } from './testing/stored-files.ts';
import { TEST_SESSION_SECRET } from './testing/test-app.ts';
import { openEmptyDatabase, type TestDatabase } from './testing/test-database.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const ADMIN = { username: 'cluster-admin', password: 'a-long-admin-password' };

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

async function until<T>(probe: () => T | Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.runIf(onPostgres)(
  'two API processes on one PostgreSQL behind a round-robin proxy (skipped without DATABASE_URL: PGlite is one process; npm run test:pg runs it)',
  () => {
    let db: TestDatabase;
    let proxy: Server;
    let base: string;
    let mailDir: string;
    let uploadsDir: string;
    const children: ChildProcess[] = [];
    const api = () => request(base);

    beforeAll(async () => {
      // Empty: both processes migrate, seed and make the first admin as they start, at once.
      db = await openEmptyDatabase();
      mailDir = mkdtempSync(join(tmpdir(), 'ddb-cluster-mail-'));
      uploadsDir = mkdtempSync(join(tmpdir(), 'ddb-cluster-uploads-'));
      const env = {
        NODE_ENV: 'production',
        ALLOW_INSECURE_HTTP: '1',
        TRUST_PROXY: '1',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: db.url as string,
        DATABASE_POOL_MAX: '4',
        SESSION_SECRET: TEST_SESSION_SECRET,
        ALTCHA_HMAC_KEY: 'cluster-test-altcha-key',
        RATE_LIMIT_STORE: 'postgres',
        RATE_LIMIT_SCALE: '1',
        MAIL_DIR: mailDir,
        UPLOADS_DIR: uploadsDir,
        PWA_OUT_DIR: join(uploadsDir, 'no-pwa-build'),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
      };
      const started = await Promise.all([startProcess(env, children), startProcess(env, children)]);
      proxy = await roundRobinProxy(started.map((s) => s.port));
      base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
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
      await db?.destroy();
      for (const dir of [mailDir, uploadsDir]) if (dir) rmSync(dir, { recursive: true, force: true });
    }, 30_000);

    it('both started together on a fresh database: migrated and seeded once, one first admin, both ready', async () => {
      const answers = [await api().get('/readyz'), await api().get('/readyz')];
      expect(answers.map((a) => [a.status, a.headers['x-backend']])).toEqual([
        [200, '0'],
        [200, '1'],
      ]);
      expect(await db.knex('admins').pluck('username')).toEqual([ADMIN.username]);
      const [{ n: beaches }] = await db.knex('beaches').count({ n: '*' });
      const [{ n: slugs }] = await db.knex('beaches').countDistinct({ n: 'slug' });
      expect(beaches).toBeGreaterThan(100);
      expect(slugs).toBe(beaches);
    });

    let user: { email: string; cookie: string; id: number };

    it('a session started by one process is honoured by the other', async () => {
      const email = uniqueEmail('cluster');
      const registered = await api().post('/api/auth/register').send(registration(email)).expect(201);
      // The verification mail is sent by whichever process's queue claims the job first.
      const mails = await until(
        () => readOutbox(mailDir, email),
        (found) => found.length > 0,
      );
      const link = new URL(mails[0].links[0]);
      const verified = await api().get(`${link.pathname}${link.search}`).expect(302);
      expect(verified.headers['x-backend']).not.toBe(registered.headers['x-backend']);
      const cookie = cookiesFrom(verified);
      const seen = [];
      for (let i = 0; i < 2; i++) {
        const me = await api().get('/api/auth/user').set('Cookie', cookie).expect(200);
        seen.push([me.headers['x-backend'], me.body.email]);
      }
      expect(seen.map(([backend]) => backend).sort()).toEqual(['0', '1']);
      expect(seen.map(([, address]) => address)).toEqual([email, email]);

      // Signed in again through one process, signed out through the other: gone on both.
      const login = await api()
        .post('/api/auth/login')
        .send({ email, password: registration(email).password });
      expect(login.status).toBe(200);
      const second = cookiesFrom(login);
      const out = await api().post('/api/auth/logout').set('Cookie', second).expect(200);
      expect(out.headers['x-backend']).not.toBe(login.headers['x-backend']);
      for (let i = 0; i < 2; i++) await api().get('/api/auth/user').set('Cookie', second).expect(401);

      const me = await api().get('/api/auth/user').set('Cookie', cookie).expect(200);
      user = { email, cookie, id: me.body.id };
    });

    it('a beach edited through one process is served fresh by the other at once', async () => {
      const signIn = await api().post('/api/admin/login').send(ADMIN).expect(200);
      const admin = cookiesFrom(signIn);
      const created = (
        await api().post('/api/admin/beaches').set('Cookie', admin).send(buildAdminBeach()).expect(201)
      ).body;
      // Both processes build and keep their cached answers: the beach and the list.
      const read = async (path: string) => {
        const res = await api().get(path).set('Accept-Encoding', 'br').expect(200);
        return { backend: res.headers['x-backend'], body: res.body };
      };
      const description = (b: { description: string }) => b.description;
      const listed = (list: { slug: string; description: string }[]) =>
        list.find((b) => b.slug === created.slug)?.description;
      for (let i = 0; i < 4; i++) {
        expect(description((await read(`/api/beaches/${created.slug}`)).body)).toBe(created.description);
        expect(listed((await read('/api/beaches')).body)).toBe(created.description);
      }

      const edited = 'Rock pools at low tide; dogs welcome all year on the west side.';
      const put = await api()
        .put(`/api/admin/beaches/${created.id}`)
        .set('Cookie', admin)
        .send(buildAdminBeach({ name: created.name, description: edited }))
        .expect(200);
      const answers = [];
      for (let i = 0; i < 2; i++) answers.push(await read(`/api/beaches/${created.slug}`));
      for (let i = 0; i < 2; i++) answers.push(await read('/api/beaches'));
      expect(answers.map((a) => a.backend).sort()).toEqual(['0', '0', '1', '1']);
      expect(answers.some((a) => a.backend !== put.headers['x-backend'])).toBe(true);
      expect(description(answers[0].body)).toBe(edited);
      expect(description(answers[1].body)).toBe(edited);
      expect(listed(answers[2].body)).toBe(edited);
      expect(listed(answers[3].body)).toBe(edited);
    });

    it('an abuse limit counts the requests both processes took (RATE_LIMIT_STORE=postgres)', async () => {
      // verificationResend: 5 an hour per address named in the body.
      const email = uniqueEmail('limited');
      const answers = [];
      for (let i = 0; i < 7; i++) {
        const res = await api().post('/api/auth/resend-verification').send({ email });
        answers.push([res.headers['x-backend'], res.status]);
      }
      expect(answers.map(([, status]) => status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
      expect(new Set(answers.slice(0, 5).map(([backend]) => backend)).size).toBe(2);
    });

    it('a solved captcha is accepted once, whichever process a replay reaches', async () => {
      const challenge = (await api().get('/api/contact/challenge').expect(200)).body as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      const recaptchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      const message = {
        name: 'Sam Walker',
        email: 'sam@example.com',
        message: 'Is the car park at Croyde open in winter?',
        recaptchaToken,
      };
      const first = await api().post('/api/contact').send(message).expect(201);
      const replay = await api().post('/api/contact').send(message).expect(400);
      expect(replay.headers['x-backend']).not.toBe(first.headers['x-backend']);
      expect(replay.body.error.code).toBe('captcha_failed');
      expect(await db.knex('contactSubmissions').where({ email: 'sam@example.com' })).toHaveLength(1);
    });

    it('mail jobs queued in the database are sent once each, with both processes working the queue', async () => {
      const before = readOutbox(mailDir, user.email).length;
      const jobs = Array.from({ length: 40 }, () => ({
        payload: JSON.stringify({ kind: 'password-reset', email: user.email }),
      }));
      await db.knex('mail_jobs').insert(jobs);
      await until(
        async () => Number((await db.knex('mail_jobs').count({ n: '*' }))[0].n),
        (left) => left === 0,
      );
      // A second look after both have polled again: nothing sent twice, late.
      await new Promise((r) => setTimeout(r, 1_200));
      expect(readOutbox(mailDir, user.email).length - before).toBe(40);
    });

    it('photos uploaded through both processes at once are each processed and stored once', async () => {
      const beach = (await api().get('/api/beaches/woolacombe-beach').expect(200)).body;
      const image = await photo(300, 200);
      const uploads = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          api()
            .post(`/api/beaches/${beach.id}/community-photos-bulk`)
            .set('Cookie', user.cookie)
            .set('Idempotency-Key', crypto.randomUUID())
            .field('beachId', String(beach.id))
            .field('caption_0', `Upload ${i}`)
            .attach('photos', image, { filename: `dog-${i}.jpg`, contentType: 'image/jpeg' }),
        ),
      );
      expect(uploads.map((u) => u.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(uploads.map((u) => u.headers['x-backend']))).toEqual(new Set(['0', '1']));
      const rows = await db.knex('community_photos').where({ userId: user.id });
      expect(rows).toHaveLength(4);
      const folders = readdirSync(join(uploadsDir, 'community'));
      expect(folders).toHaveLength(4);
      // Widths 150 and 300, WebP and JPEG, per photo; nothing left in the staging area.
      const files = filesUnder(uploadsDir);
      expect(files.filter((f) => f.includes(`${join(uploadsDir, 'community')}/`))).toHaveLength(16);
      expect(files.filter((f) => f.includes('.tmp'))).toEqual([]);
    });
  },
);
