/**
 * `npm run import:water-quality`: one Environment Agency bathing-water import into the
 * configured database, then its summary as JSON on stdout.
 *   --points=24200,34200   only the beaches on these sampling points
 * Exits 1 when not a single beach could be imported (the EA down or refusing us).
 *
 * Embedded PGlite (no DATABASE_URL) belongs to one process at a time: stop the server first,
 * or set WATER_QUALITY_REFRESH and let the server import on its own schedule.
 */
import { existsSync } from 'node:fs';
import { loadEnvFile } from 'node:process';
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/config.ts';
import { importWaterQuality } from '../api/jobs/import-water-quality.ts';
import { createLogger } from '../api/logger.ts';
import { createKnex, describeDatabase } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed-database.ts';

if (existsSync('.env')) loadEnvFile('.env');
const { values } = parseArgs({ options: { points: { type: 'string' } } });
const config = loadConfig();
const logger = createLogger(config);
const options = { databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR };
const knex = createKnex(options);

const controller = new AbortController();
process.once('SIGINT', () => controller.abort());

try {
  logger.info({ database: describeDatabase(options) }, 'importing water quality');
  await migrateLatest(knex);
  await seedIfEmpty(knex);
  const summary = await importWaterQuality({
    knex,
    settings: config,
    signal: controller.signal,
    logger,
    samplingPoints: values.points?.split(',').map((p) => p.trim()),
  });
  console.log(JSON.stringify(summary, null, 2));
  if (summary.failed.length > 0 && summary.updated + summary.unchanged === 0) process.exitCode = 1;
} finally {
  await knex.destroy();
}
