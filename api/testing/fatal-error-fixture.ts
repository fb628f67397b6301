/**
 * A process for api/process-guards.test.ts: the real request log, request context, server
 * and fatal-error guards around one route that throws outside any handler's reach.
 */
import Koa from 'koa';
import pino from 'pino';
import { requestLog } from '../middleware/request-log.ts';
import { exitOnFatalErrors } from '../process-guards.ts';
import { requestContext } from '../request-context.ts';
import { listen } from '../server.ts';

const logger = pino({ base: undefined });
const app = new Koa();
app.use(requestLog(logger));
app.use(requestContext());
app.use(async (ctx) => {
  if (ctx.path === '/throw')
    setTimeout(() => {
      throw new Error('escaped every handler');
    }, 5);
  if (ctx.path === '/reject') setTimeout(() => void Promise.reject(new Error('nobody awaited this')), 5);
  ctx.body = { ok: true };
});
const server = await listen(app, { port: 0, host: '127.0.0.1' });
const shutdown = async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  logger.info('drained');
};
exitOnFatalErrors({ logger, shutdown, timeoutMs: 2000 });
const address = server.address();
if (address && typeof address === 'object')
  process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
