/**
 * Puts the app on a port and takes it down cleanly: on SIGTERM/SIGINT it stops accepting
 * connections, lets requests in flight finish (up to SHUTDOWN_TIMEOUT_MS), then closes the
 * database.
 */
import type { Server } from 'node:http';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { Logger } from 'pino';

export interface RunningServer {
  server: Server;
  url: string;
  close: () => Promise<void>;
}

export function listen(app: Koa, opts: { port: number; host: string }): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(opts.port, opts.host);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

export function closeGracefully(
  server: Server,
  knex: Knex,
  logger: Logger,
  timeoutMs: number,
): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= (async () => {
      logger.info('shutting down: no new connections, finishing requests');
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => {
        logger.warn('requests still running after the shutdown timeout; closing them');
        server.closeAllConnections();
      }, timeoutMs);
      await drained;
      clearTimeout(timer);
      await knex.destroy();
      logger.info('stopped');
    })();
    return closing;
  };
}

export function onShutdownSignals(shutdown: () => Promise<void>, logger: Logger): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shutdown().then(
        () => process.exit(0),
        (err) => {
          logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
