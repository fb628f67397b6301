/**
 * `npm run retention`: runs the retention job once by hand (api/jobs/retention.ts) — contact
 * messages older than 12 months and analytics events older than 26 months are deleted, and the
 * run is recorded for the admin dashboard. With the embedded database, stop the server first:
 * PGlite allows one process at a time.
 */
import { existsSync } from 'node:fs';
import { loadEnvFile } from 'node:process';
import { loadConfig } from '../api/config.ts';
import { runRetention } from '../api/jobs/retention.ts';
import { createKnex, describeDatabase } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';

if (existsSync('.env')) loadEnvFile('.env');
const config = loadConfig();
const options = { databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR };
const knex = createKnex(options);
try {
  await migrateLatest(knex);
  const result = await runRetention(knex);
  console.log(
    `Retention in ${describeDatabase(options)}: ${result.contactMessagesDeleted} contact messages ` +
      `(over 12 months) and ${result.analyticsEventsDeleted} analytics events (over 26 months) deleted.`,
  );
} catch (error) {
  console.error(`Retention failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await knex.destroy();
}
