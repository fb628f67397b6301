/**
 * Issue #14 item 5: two real API processes on one PostgreSQL behind a round-robin proxy
 * (api/testing/api-cluster.ts), started at the same moment on a fresh database. What one process
 * does, the other must honour at once: sessions, admin edits behind the per-data-version response
 * cache, abuse limits and spent captchas. (The work queues both run: cluster-work-queues.test.ts.)
 */
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { readOutbox } from './mail/outbox.ts';
import { cookiesFrom, registration, uniqueEmail } from './testing/accounts.ts';
import { buildAdminBeach } from './testing/admin-beaches.ts';
import { CLUSTER_ADMIN, onPostgres, setupApiCluster, until } from './testing/api-cluster.ts';

describe.runIf(onPostgres)(
  'two API processes on one PostgreSQL behind a round-robin proxy share their state (skipped without DATABASE_URL: PGlite is one process; npm run test:pg runs it)',
  () => {
    const cluster = setupApiCluster();
    const api = () => cluster.api();

    it('both started together on a fresh database: migrated and seeded once, one first admin, both ready', async () => {
      const answers = [await api().get('/readyz'), await api().get('/readyz')];
      expect(answers.map((a) => [a.status, a.headers['x-backend']])).toEqual([
        [200, '0'],
        [200, '1'],
      ]);
      expect(await cluster.db.knex('admins').pluck('username')).toEqual([CLUSTER_ADMIN.username]);
      const [{ n: beaches }] = await cluster.db.knex('beaches').count({ n: '*' });
      const [{ n: slugs }] = await cluster.db.knex('beaches').countDistinct({ n: 'slug' });
      expect(beaches).toBeGreaterThan(100);
      expect(slugs).toBe(beaches);
    });

    it('a session started by one process is honoured by the other', async () => {
      const email = uniqueEmail('cluster');
      const registered = await api().post('/api/auth/register').send(registration(email)).expect(201);
      // The verification mail is sent by whichever process's queue claims the job first.
      const mails = await until(
        () => readOutbox(cluster.mailDir, email),
        (found) => found.length > 0,
      );
      const link = new URL(mails[0].links[0]);
      const verified = await api().get(`${link.pathname}${link.search}`).expect(302);
      expect(verified.headers['x-backend']).not.toBe(registered.headers['x-backend']);
      // The link verifies and signs nobody in (issue #27): the password starts the session.
      const first = await api()
        .post('/api/auth/login')
        .send({ email, password: registration(email).password });
      expect(first.status).toBe(200);
      const cookie = cookiesFrom(first);
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
      for (let i = 0; i < 2; i++) await api().get('/api/auth/user').set('Cookie', second).expect(200, 'null');

      await api().get('/api/auth/user').set('Cookie', cookie).expect(200);
    });

    it('a beach edited through one process is served fresh by the other at once', async () => {
      const signIn = await api().post('/api/admin/login').send(CLUSTER_ADMIN).expect(200);
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
      expect(await cluster.db.knex('contactSubmissions').where({ email: 'sam@example.com' })).toHaveLength(1);
    });
  },
);
