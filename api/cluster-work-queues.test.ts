/**
 * Issue #14 item 5: the work queues two real API processes on one PostgreSQL both run, behind a
 * round-robin proxy (api/testing/api-cluster.ts): each mail job and each photo upload is done
 * exactly once, whichever process takes it. (Sessions, caches and limits: cluster-shared-state.test.ts.)
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from './mail/outbox.ts';
import { onPostgres, setupApiCluster, signUpThroughCluster, until } from './testing/api-cluster.ts';
import { photo } from './testing/images.ts';
import { filesUnder } from './testing/stored-files.ts';

describe.runIf(onPostgres)(
  'two API processes on one PostgreSQL behind a round-robin proxy share their work queues (skipped without DATABASE_URL: PGlite is one process; npm run test:pg runs it)',
  () => {
    const cluster = setupApiCluster();
    const api = () => cluster.api();
    let user: { email: string; cookie: string; id: number };

    beforeAll(async () => {
      user = await signUpThroughCluster(cluster);
    });

    it('mail jobs queued in the database are sent once each, with both processes working the queue', async () => {
      const before = readOutbox(cluster.mailDir, user.email).length;
      const jobs = Array.from({ length: 40 }, () => ({
        payload: JSON.stringify({ kind: 'password-reset', email: user.email }),
      }));
      await cluster.db.knex('mail_jobs').insert(jobs);
      await until(
        async () => Number((await cluster.db.knex('mail_jobs').count({ n: '*' }))[0].n),
        (left) => left === 0,
      );
      // A second look after both have polled again: nothing sent twice, late.
      await new Promise((r) => setTimeout(r, 1_200));
      expect(readOutbox(cluster.mailDir, user.email).length - before).toBe(40);
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
      const rows = await cluster.db.knex('community_photos').where({ userId: user.id });
      expect(rows).toHaveLength(4);
      const { uploadsDir } = cluster;
      const folders = readdirSync(join(uploadsDir, 'community'));
      expect(folders).toHaveLength(4);
      // Widths 150 and 300, WebP and JPEG, per photo; nothing left in the staging area.
      const files = filesUnder(uploadsDir);
      expect(files.filter((f) => f.includes(`${join(uploadsDir, 'community')}/`))).toHaveLength(16);
      expect(files.filter((f) => f.includes('.tmp'))).toEqual([]);
    });
  },
);
