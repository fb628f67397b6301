/**
 * The database work of a start, before the app serves: migrate, seed an empty database, make the
 * first admin. Under the start-up lock (db/startup-lock.ts), so that any number of processes
 * started at once on one PostgreSQL do it once, in turn.
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { migrateLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed-database.ts';
import { withStartupLock } from '../db/startup-lock.ts';
import type { Config } from './config.ts';
import { ensureFirstAdmin, type FirstAdminOutcome } from './services/admin-accounts.ts';

export function prepareDatabase(
  knex: Knex,
  config: Pick<Config, 'ADMIN_USERNAME' | 'ADMIN_PASSWORD'>,
  logger: Logger,
  database: string,
): Promise<FirstAdminOutcome> {
  return withStartupLock(knex, async () => {
    const applied = await migrateLatest(knex);
    logger.info({ database, applied: applied.length }, 'database migrated');
    const seed = await seedIfEmpty(knex);
    logger.info(seed, seed.seeded ? 'seeded an empty database' : 'database already has data; not seeding');
    return ensureFirstAdmin(knex, config);
  });
}
