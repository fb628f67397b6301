/**
 * Two processes started at once on a fresh PostgreSQL database (two replicas of a deploy): both
 * must come up, with the migrations, the seed and the first admin done once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '../db/connection.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { prepareDatabase } from './prepare-database.ts';
import { openEmptyDatabase, type TestDatabase } from './testing/test-database.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(onPostgres)(
  'prepareDatabase on one PostgreSQL from two processes at once (skipped without DATABASE_URL: PGlite is one process)',
  () => {
    let db: TestDatabase;
    let other: ReturnType<typeof createKnex>;
    beforeAll(async () => {
      db = await openEmptyDatabase();
      other = createKnex({ databaseUrl: db.url, poolMax: 4 });
    });
    afterAll(async () => {
      await other?.destroy();
      await db?.destroy();
    });

    it('migrates, seeds and makes the first admin once; neither start fails', async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ADMIN_PASSWORD: 'a-long-admin-password',
      });
      const logger = createLogger(config);
      const outcomes = await Promise.all(
        [db.knex, other].map((knex) => prepareDatabase(knex, config, logger, 'test')),
      );
      expect(outcomes.map((o) => o.created).sort()).toEqual([false, true]);
      expect(await db.knex('admins').count({ n: '*' })).toEqual([{ n: 1 }]);
      expect(await db.knex('knex_migrations_lock').select('isLocked')).toEqual([{ isLocked: 0 }]);
      const [{ n: beaches }] = await db.knex('beaches').count({ n: '*' });
      const [{ n: slugs }] = await db.knex('beaches').countDistinct({ n: 'slug' });
      expect(beaches).toBeGreaterThan(100);
      expect(slugs).toBe(beaches);
    });
  },
);
