/**
 * Knex settings for tools that expect a knexfile. The app itself opens the database
 * through db/connection.ts (same rules: DATABASE_URL → pg, else PGlite in PGLITE_DIR),
 * and migrations run through db/migrate.ts (`npm run migrate`).
 */

import type { Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import { migrationConfig } from './db/migrate.ts';

const url = process.env.DATABASE_URL;
const dir = process.env.PGLITE_DIR ?? 'var/pglite';

const config: Knex.Config = url
  ? { client: 'pg', connection: url, migrations: migrationConfig, ...knexSnakeCaseMappers() }
  : {
      client: ClientPgLite,
      dialect: 'postgres',
      connection: dir.startsWith('memory://') ? {} : { filename: dir },
      migrations: migrationConfig,
      ...knexSnakeCaseMappers(),
    };

export default config;
