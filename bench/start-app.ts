/**
 * The real app for a benchmark: migrated and seeded in-memory PGlite, on a free localhost port,
 * optionally serving a built PWA. Every benchmark starts it the same way, so their figures compare.
 */
import type { AddressInfo } from 'node:net';
import { createApp } from '../api/app.ts';
import { loadConfig } from '../api/config.ts';
import { createLogger } from '../api/logger.ts';
import { listen } from '../api/server.ts';
import { createKnex } from '../db/connection.ts';
import { migrateLatest } from '../db/migrate.ts';
import { seedIfEmpty } from '../db/seeds/seed.ts';

export interface BenchApp {
  /** "http://127.0.0.1:<port>" */
  base: string;
  stop(): Promise<void>;
}

export async function startBenchApp({
  staticRoot,
  logLevel = 'silent',
}: {
  staticRoot?: string;
  logLevel?: string;
} = {}): Promise<BenchApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: logLevel });
  const knex = createKnex({ pgliteDir: 'memory://' });
  await migrateLatest(knex);
  await seedIfEmpty(knex);
  const server = await listen(createApp({ config, knex, logger: createLogger(config), staticRoot }), {
    port: 0,
    host: '127.0.0.1',
  });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.close();
      await knex.destroy();
    },
  };
}

/** The app's own logger for a benchmark's build step, at the same level. */
export const benchLogger = (logLevel = 'silent') =>
  createLogger(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: logLevel }));
