/**
 * `npm run migrate | migrate:rollback | seed` against the configured database. It reads only the
 * two settings that name the database, with the server's rules for them (api/config.ts), so that
 * it runs where the server's other settings are not set (a migration step before deploy).
 */
import { existsSync } from 'node:fs';
import { loadEnvFile } from 'node:process';
import { z } from 'zod';
import { createKnex, describeDatabase } from './connection.ts';
import { migrateLatest, rollbackAll } from './migrate.ts';
import { seedIfEmpty } from './seed-database.ts';
import { withStartupLock } from './startup-lock.ts';

const settingsSchema = z.object({
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//)
      .optional(),
  ),
  PGLITE_DIR: z.string().default('var/pglite'),
});

function readSettings(env: NodeJS.ProcessEnv) {
  const result = settingsSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
  throw new Error(`Invalid configuration:\n${problems}`);
}

if (existsSync('.env')) loadEnvFile('.env');
const settings = readSettings(process.env);
const options = { databaseUrl: settings.DATABASE_URL, pgliteDir: settings.PGLITE_DIR };
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
