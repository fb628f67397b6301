/**
 * `npm start`: one process runs the product. Builds the PWA when dist/ is missing or older
 * than its sources, migrates, seeds an empty database, then serves API and PWA on PORT.
 */

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEnvFile } from 'node:process';
import { createKnex, describeDatabase } from '../db/connection.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startReminderDigestSchedule } from './jobs/reminder-digest.ts';
import { startRetentionJob } from './jobs/retention.ts';
import { startTombstonePruning } from './jobs/tombstone-pruning.ts';
import { startWaterQualitySchedule } from './jobs/water-quality-schedule.ts';
import { createLogger } from './logger.ts';
import { preloadServerRenderer } from './middleware/server-render.ts';
import { prepareDatabase } from './prepare-database.ts';
import { exitOnFatalErrors } from './process-guards.ts';
import { buildPwaIfStale } from './pwa-build.ts';
import { closeGracefully, listen, onShutdownSignals } from './server.ts';
import { printFirstAdmin } from './services/admin-accounts.ts';
import { sweepOrphanPhotoFilesAtStart } from './services/community-photos.ts';

if (existsSync('.env')) loadEnvFile('.env');
const config = loadConfig();
const logger = createLogger(config);

const staticRoot = resolve(config.PWA_OUT_DIR);
await buildPwaIfStale(logger, staticRoot);
const dbOptions = {
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.PGLITE_DIR,
  poolMax: config.DATABASE_POOL_MAX,
};
const knex = createKnex(dbOptions);
const firstAdmin = await prepareDatabase(knex, config, logger, describeDatabase(dbOptions));
const app = createApp({ config, knex, logger, staticRoot });
// Before serving: files of uploads and deletes a crash interrupted (no row, or not yet published).
await sweepOrphanPhotoFilesAtStart(knex, app.context.services.photoStorage, logger);
const server = await listen(app, { port: config.PORT, host: config.HOST });
logger.info(`Devon Dog Beaches is running at ${config.PUBLIC_URL}`);
if (firstAdmin.created) printFirstAdmin(firstAdmin, config.PUBLIC_URL);
preloadServerRenderer().catch((err) =>
  logger.warn({ err }, 'server rendering unavailable; sending the shell'),
);
const waterQualitySchedule = startWaterQualitySchedule({ config, knex, logger });
const { mailQueue } = app.context.services;
mailQueue.start();
const tombstonePruning = startTombstonePruning(knex, logger);
const retentionJob = startRetentionJob(knex, logger, config.RETENTION_JOB_INTERVAL);
const reminderDigests = startReminderDigestSchedule({ config, knex, logger });
const shutdown = closeGracefully(server, knex, logger, config.SHUTDOWN_TIMEOUT_MS);
exitOnFatalErrors({ logger, shutdown, timeoutMs: Math.min(config.SHUTDOWN_TIMEOUT_MS, 5000) });
onShutdownSignals(async () => {
  // Stop background work before the database closes.
  await waterQualitySchedule?.stop();
  tombstonePruning.stop();
  await retentionJob.stop();
  await reminderDigests.stop();
  // Mail still queued stays in the database and goes out after the next start.
  await mailQueue.stop();
  await shutdown();
}, logger);
