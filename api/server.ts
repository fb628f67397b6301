/**
 * Puts the app on a port and takes it down cleanly: on SIGTERM/SIGINT it stops accepting
 * connections, lets requests in flight finish (up to SHUTDOWN_TIMEOUT_MS), then closes the
 * database.
 */
import { createServer, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Knex } from 'knex';
import type Koa from 'koa';
import type { Logger } from 'pino';
import { UPLOAD_BODY_TIME_LIMIT_MS } from './middleware/request-body.ts';

/**
 * Node's own limit on receiving a whole request: a backstop for bodies no route reads (Node's
 * default is 300 s). Longer than the app's own limits (middleware/request-body.ts), which
 * answer first, with the route's context.
 */
const REQUEST_TIME_LIMIT_MS = UPLOAD_BODY_TIME_LIMIT_MS + 30_000;

export function listen(
  app: Koa,
  opts: { port: number; host: string; requestTimeoutMs?: number },
): Promise<Server> {
  const requestTimeout = opts.requestTimeoutMs ?? REQUEST_TIME_LIMIT_MS;
  return new Promise((resolve, reject) => {
    // Node looks for requests past their time every 30 s by default: a 150 s limit would be 180.
    const connectionsCheckingInterval = Math.min(5000, requestTimeout);
    const server = createServer({ requestTimeout, connectionsCheckingInterval }, app.callback());
    server.listen(opts.port, opts.host);
    server.on('clientError', answerClientError);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers (or the address) are too long'],
  HPE_URI_TOO_LONG: [414, 'uri_too_long', 'The address is too long'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request took too long to arrive'],
};

/**
 * Requests Node refuses before Koa sees them (headers over the limit, malformed HTTP) get the
 * same JSON error shape as everything else instead of a bare status line.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'bad_request',
    'The request is not valid HTTP',
  ];
  const body = JSON.stringify({ error: { code, message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
      body,
  );
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
