/**
 * Tells "the database is not there right now" apart from a fault of ours. While PostgreSQL is
 * restarting, unreachable or out of connections, requests get 503 with Retry-After (the
 * client tries again, the outbox keeps its items); once it is back, the pool reconnects by
 * itself and nothing needs restarting.
 */

/** Network failures and PostgreSQL's "connection exception" / "operator intervention" codes. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '53300', // too_many_connections
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up or shutting down)
  // Two writers that wanted each other's locks: PostgreSQL rolled one back, and the same request
  // a moment later succeeds. Writers take the change version first (change-versions.ts) so this
  // should not happen, but if it does the client retries instead of seeing a 500.
  '40P01', // deadlock_detected
  '40001', // serialization_failure
]);

const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection (is )?(closed|ended|lost)|Client has encountered a connection error|Timeout acquiring a connection|the database system is (starting up|shutting down)|terminating connection due to administrator command/i;

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The outage as learned from an answer rather than from the driver: the server renderer's reads
 * of the API were answered 503 (middleware/server-render.ts).
 */
export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  // Objection wraps driver errors (DBError.nativeError); Knex's pool throws KnexTimeoutError.
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code, name, message } = e as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = (e as { nativeError?: unknown; cause?: unknown }).nativeError ?? (e as { cause?: unknown }).cause;
  }
  return false;
}
