/** A private, migrated and seeded database for one test file (see global-setup.ts). */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import { inject } from 'vitest';
import { createKnex } from '../../db/connection.ts';

export interface TestDatabase {
  knex: Knex;
  /** postgres://… of this database (PostgreSQL only), for other processes to open it. */
  url?: string;
  destroy: () => Promise<void>;
}

/** A migrated and seeded copy of the run's database. */
export function openTestDatabase(): Promise<TestDatabase> {
  return openDatabase('seeded');
}

/** A database with nothing in it, not even migrations. */
export function openEmptyDatabase(): Promise<TestDatabase> {
  return openDatabase('empty');
}

async function openDatabase(kind: 'seeded' | 'empty'): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (databaseUrl && template) {
    const name = `ddb_test_${randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${kind === 'seeded' ? template : 'template0'}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const knex = createKnex({ databaseUrl: url.toString(), poolMax: 4 });
    return {
      knex,
      url: url.toString(),
      destroy: async () => {
        await knex.destroy();
        await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.destroy();
      },
    };
  }
  const pglite =
    kind === 'seeded'
      ? await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) })
      : await PGlite.create();
  const knex = createKnex({ pglite });
  return { knex, destroy: () => knex.destroy() };
}
