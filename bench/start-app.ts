/**
 * The real app for a benchmark: migrated and seeded in-memory PGlite (or, given a PostgreSQL
 * server's URL, a throwaway database created on it and dropped at the end), on a free localhost
 * port, optionally serving a built PWA. Every benchmark starts it the same way, so their figures
 * compare.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import knexFactory, { type Knex } from 'knex';
import { createApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { createLogger } from '../api/logger.ts';
import { listen } from '../api/server.ts';
import { createKnex } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seed-database.ts';

export interface BenchApp {
  /** "http://127.0.0.1:<port>" */
  base: string;
  /** "pglite (memory)" or "postgres <host>" */
  database: string;
  /** The app's own database connection (bench/scale.ts adds beaches and edits them through it). */
  knex: Knex;
  stop(): Promise<void>;
}

/** A fresh database on the server at `serverUrl`, and how to drop it again. */
async function throwawayPostgres(serverUrl: string) {
  const name = `ddb_bench_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    knex: createKnex({ databaseUrl: url.toString() }),
    drop: async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

export async function startBenchApp({
  staticRoot,
  logLevel = 'silent',
  postgresUrl,
}: {
  staticRoot?: string;
  logLevel?: string;
  /** A PostgreSQL server to create the benchmark's own database on (its other databases are left alone). */
  postgresUrl?: string;
} = {}): Promise<BenchApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: logLevel });
  // Pages are rendered with React's production build, as the production server renders them
  // (Dockerfile: NODE_ENV=production): React picks its build when the renderer first loads it, and
  // its development build took 0.6–0.8 s a listing page against 0.35–0.5 s. The app's own
  // configuration stays the test one (no secrets, plain HTTP on localhost).
  process.env.NODE_ENV = 'production';
  const postgres = postgresUrl ? await throwawayPostgres(postgresUrl) : null;
  const knex = postgres?.knex ?? createKnex({ pgliteDir: 'memory://' });
  await migrateLatest(knex);
  await seedIfEmpty(knex);
  const server = await listen(createApp({ config, knex, logger: createLogger(config), staticRoot }), {
    port: 0,
    host: '127.0.0.1',
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    database: postgresUrl ? `postgres ${new URL(postgresUrl).host}` : 'pglite (memory)',
    knex,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      await knex.destroy();
      await postgres?.drop();
    },
  };
}

/** The app's own logger for a benchmark's build step, at the same level. */
export const benchLogger = (logLevel = 'silent') =>
  createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: logLevel }));
