/**
 * `npm run dev`: the API restarts on server changes (tsx watch) and the PWA is served by
 * Vite in middleware mode with hot module replacement, all on one port.
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadEnvFile } from 'node:process';
import type { Context, Next } from 'koa';
import { createServer as createViteServer } from 'vite';
import { createKnex } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed-database.ts';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { exitOnFatalErrors } from './process-guards.ts';
import { answerClientError, closeGracefully, onShutdownSignals } from './server.ts';

if (existsSync('.env')) loadEnvFile('.env');
const config = loadConfig();
const logger = createLogger(config);
const knex = createKnex({ databaseUrl: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
await migrateLatest(knex);
await seedIfEmpty(knex);

const server = createServer();
const vite = await createViteServer({
  configFile: 'vite.config.ts',
  server: { middlewareMode: true, ws: { server } },
  appType: 'spa',
});
const frontend = (ctx: Context, next: Next) =>
  new Promise<void>((resolve, reject) => {
    ctx.respond = false;
    vite.middlewares(ctx.req, ctx.res, (err?: unknown) => {
      ctx.respond = true;
      if (err) reject(err);
      else resolve(next());
    });
  });

const app = createApp({ config, knex, logger, frontend });
server.on('request', app.callback());
server.on('clientError', answerClientError);
server.listen(config.PORT, config.HOST, () => logger.info(`dev server on ${config.PUBLIC_URL}`));
app.context.services.mailQueue.start();
const stop = closeGracefully(server, knex, logger, 2000);
exitOnFatalErrors({ logger, shutdown: stop, timeoutMs: 2000 });
onShutdownSignals(async () => {
  await vite.close();
  await app.context.services.mailQueue.stop();
  await stop();
}, logger);
