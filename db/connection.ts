/**
 * Opens the database: a real PostgreSQL server through `pg` when DATABASE_URL is set,
 * otherwise embedded PGlite (real Postgres compiled to WASM) on disk or in memory.
 */
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';

// Postgres numeric and bigint arrive as strings through pg: counts are safe as numbers here,
// numerics stay strings so that coordinates keep their precision.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number.parseInt(v, 10));

export interface DatabaseOptions {
  /** postgres://… ; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, or "memory://" for an in-memory database. */
  pgliteDir?: string;
  /** An already-open PGlite instance (tests clone a seeded one per file). */
  pglite?: PGlite;
  poolMax?: number;
}

export function createKnex(options: DatabaseOptions): Knex {
  const common = { ...knexSnakeCaseMappers(), asyncStackTraces: false };
  if (options.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
      // With the server away, fail a request within seconds (503) rather than hold it a minute.
      acquireConnectionTimeout: 5_000,
      ...common,
    });
  }
  if (options.pglite) {
    const pglite = options.pglite;
    return knexFactory({
      client: ClientPgLite,
      dialect: 'postgres',
      connection: (() => ({ pglite })) as never,
      ...common,
    });
  }
  const dir = options.pgliteDir ?? 'var/pglite';
  if (dir.startsWith('memory://')) {
    return knexFactory({ client: ClientPgLite, dialect: 'postgres', connection: {}, ...common });
  }
  mkdirSync(dir, { recursive: true });
  return knexFactory({ client: ClientPgLite, dialect: 'postgres', connection: { filename: dir }, ...common });
}

export function describeDatabase(options: DatabaseOptions): string {
  if (options.databaseUrl) return `postgres ${new URL(options.databaseUrl).host}`;
  return `pglite ${options.pgliteDir ?? 'var/pglite'}`;
}
