/** `npm run migrate | migrate:rollback | seed` against the configured database. */
import { existsSync } from 'node:fs';
import { loadEnvFile } from 'node:process';
import { loadConfig } from '../api/config.ts';
import { createKnex, describeDatabase } from './connection.ts';
import { migrateLatest, rollbackAll } from './migrate.ts';
import { seedIfEmpty } from './seeds/seed.ts';
import { withStartupLock } from './startup-lock.ts';

if (existsSync('.env')) loadEnvFile('.env');
const config = loadConfig();
const options = { databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR };
const knex = createKnex(options);
const command = process.argv[2];
try {
  console.log(`database: ${describeDatabase(options)}`);
  // Under the lock a starting app process takes, so neither runs into the other.
  if (command === 'migrate') console.log('applied:', await withStartupLock(knex, () => migrateLatest(knex)));
  else if (command === 'rollback')
    console.log('rolled back:', await withStartupLock(knex, () => rollbackAll(knex)));
  else if (command === 'seed') console.log(await withStartupLock(knex, () => seedIfEmpty(knex)));
  else throw new Error(`unknown command "${command}" (migrate | rollback | seed)`);
} finally {
  await knex.destroy();
}
