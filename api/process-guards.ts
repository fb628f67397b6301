/**
 * What happens when something escapes every handler. An uncaught exception or an unhandled
 * rejection means the process is in a state nobody planned for (a half-written response, a
 * stream with no listener), so carrying on risks serving wrong answers. We log it once, as
 * fatal, with the request it came from (api/request-context.ts), let requests in flight
 * finish for a moment, and exit with code 1 so that the supervisor (systemd `Restart=always`,
 * Docker `restart: unless-stopped`; see README) starts a clean process. Every known way a
 * request could get here is handled closer to its cause; this is the last line.
 */
import type { Logger } from 'pino';
import { currentRequest } from './request-context.ts';

export interface FatalErrorOptions {
  logger: Logger;
  /** Stops accepting connections and drains; the process exits when it settles or times out. */
  shutdown: () => Promise<void>;
  /** How long to wait for the shutdown before exiting anyway. */
  timeoutMs: number;
  exit?: (code: number) => void;
}

export function exitOnFatalErrors({ logger, shutdown, timeoutMs, exit = process.exit }: FatalErrorOptions) {
  let exiting = false;
  const onFatal = (kind: 'uncaughtException' | 'unhandledRejection') => (err: unknown) => {
    const request = currentRequest();
    logger.fatal(
      { err, kind, reqId: request?.requestId, method: request?.method, path: request?.path },
      exiting
        ? 'another fatal error while exiting'
        : 'fatal error: exiting so the supervisor restarts the app',
    );
    if (exiting) return;
    exiting = true;
    setTimeout(() => exit(1), timeoutMs).unref();
    shutdown().then(
      () => exit(1),
      () => exit(1),
    );
  };
  process.on('uncaughtException', onFatal('uncaughtException'));
  process.on('unhandledRejection', onFatal('unhandledRejection'));
}
