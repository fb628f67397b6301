/** A private, migrated and seeded database for one test file (see global-setup.ts). */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import { inject } from 'vitest';
import { createKnex } from '../../db/connection.ts';

export interface TestDatabase {
  knex: Knex;
  destroy: () => Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  if (databaseUrl && template) {
    const name = `ddb_test_${randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const knex = createKnex({ databaseUrl: url.toString(), poolMax: 4 });
    return {
      knex,
      destroy: async () => {
        await knex.destroy();
        await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.destroy();
      },
    };
  }
  const dump = readFileSync(inject('pgliteDump'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
  const knex = createKnex({ pglite });
  return { knex, destroy: () => knex.destroy() };
}
