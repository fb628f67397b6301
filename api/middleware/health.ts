/**
 * What a load balancer, a container runtime or an orchestrator asks of each process:
 *
 * - `GET /healthz`: the process is up and its event loop turns. Never touches the database, so a
 *   database outage does not get every process restarted (they reconnect by themselves).
 * - `GET /readyz`: this process can serve: the database answers a trivial query and every
 *   migration this code knows has been applied. 503 with what is wrong otherwise, so the proxy
 *   sends traffic elsewhere while PostgreSQL restarts or an upgrade is half-way.
 *
 * Mounted first in the chain: a probe every few seconds from each replica gets no session, no
 * body parsing, no rate limit, no analytics and no request-log line.
 */
import type { Knex } from 'knex';
import type { Context, Next } from 'koa';
import { migrationConfig } from '../../db/migrate.ts';
import { isDatabaseUnavailable } from '../database-availability.ts';

/** Longer than this and the database counts as not answering (the pool itself waits 5 s). */
const READINESS_TIMEOUT_MS = 3_000;

const UNDEFINED_TABLE = '42P01';

type Readiness =
  | { ready: true; appliedMigrations: number }
  | { ready: false; code: string; message: string; pendingMigrations?: string[] };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The driver's error code (ECONNREFUSED, 57P03…) and nothing else: hosts and users stay private. */
function errorCode(error: unknown): string {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string') return code;
    e = (e as { nativeError?: unknown }).nativeError ?? (e as { cause?: unknown }).cause;
  }
  return error instanceof Error && /no answer within/.test(error.message) ? 'timeout' : 'error';
}

async function appliedMigrationNames(knex: Knex): Promise<string[]> {
  try {
    const rows = await knex(migrationConfig.tableName as string).select('name');
    return rows.map((row: { name: string }) => row.name);
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return [];
    throw error;
  }
}

export function healthEndpoints(knex: Knex) {
  // The migrations this code ships: read once, they change only with a deploy.
  let known: Promise<string[]> | undefined;
  const knownMigrations = () => {
    known ??= Promise.resolve(migrationConfig.migrationSource?.getMigrations([]) ?? []).then((list) =>
      list.map((m) => String(m)),
    );
    return known;
  };

  async function readiness(): Promise<Readiness> {
    let applied: string[];
    try {
      applied = await withTimeout(
        knex.raw('SELECT 1').then(() => appliedMigrationNames(knex)),
        READINESS_TIMEOUT_MS,
      );
    } catch (error) {
      const code = errorCode(error);
      if (!isDatabaseUnavailable(error) && code !== 'timeout') {
        return {
          ready: false,
          code: 'database_error',
          message: `The database answered with an error (${code})`,
        };
      }
      return {
        ready: false,
        code: 'database_unavailable',
        message: `The database does not answer (${code})`,
      };
    }
    const done = new Set(applied);
    const pending = (await knownMigrations()).filter((name) => !done.has(name));
    if (pending.length > 0) {
      return {
        ready: false,
        code: 'migrations_pending',
        message: `${pending.length} migration(s) not applied yet`,
        pendingMigrations: pending,
      };
    }
    return { ready: true, appliedMigrations: applied.length };
  }

  return async function answerProbes(ctx: Context, next: Next) {
    if (ctx.path !== '/healthz' && ctx.path !== '/readyz') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
      return;
    }
    const state = await readiness();
    if (state.ready) {
      ctx.body = { status: 'ready', database: 'up', appliedMigrations: state.appliedMigrations };
      return;
    }
    ctx.status = 503;
    ctx.set('Retry-After', '5');
    const { code, message, pendingMigrations } = state;
    ctx.body = {
      status: 'not_ready',
      error: { code, message },
      ...(pendingMigrations && { pendingMigrations }),
    };
  };
}
