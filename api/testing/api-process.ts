/**
 * One real API process for tests that need several (api/testing/api-cluster.ts): the database work
 * of a start (prepareDatabase, under the start-up lock), the app without a PWA build or server
 * rendering, the mail queue running, and graceful shutdown on SIGTERM. Configured by the
 * environment like `npm start` (no .env read); prints `listening <port>` once it serves.
 *
 *   node --import tsx api/testing/api-process.ts
 */
import type { AddressInfo } from 'node:net';
import { createKnex, describeDatabase } from '../../db/connection.ts';
import { createApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { prepareDatabase } from '../prepare-database.ts';
import { closeGracefully, listen, onShutdownSignals } from '../server.ts';

const config = loadConfig();
const logger = createLogger(config);
const dbOptions = {
  databaseUrl: config.DATABASE_URL,
  pgliteDir: config.PGLITE_DIR,
  poolMax: config.DATABASE_POOL_MAX,
};
const knex = createKnex(dbOptions);
await prepareDatabase(knex, config, logger, describeDatabase(dbOptions));
const app = createApp({ config, knex, logger, staticRoot: config.PWA_OUT_DIR, serverRender: false });
const server = await listen(app, { port: config.PORT, host: config.HOST });
const { mailQueue } = app.context.services;
mailQueue.start();
const shutdown = closeGracefully(server, knex, logger, config.SHUTDOWN_TIMEOUT_MS);
onShutdownSignals(async () => {
  await mailQueue.stop();
  await shutdown();
}, logger);
process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
