/**
 * Migrates and seeds one database per test run; each test file then gets its own copy
 * (a PGlite clone from a data-dir dump, or a Postgres database created from a template),
 * so files never see each other's writes and nobody pays for migrations twice.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import knexFactory from 'knex';
import type { TestProject } from 'vitest/node';
import { createKnex } from '../../db/connection.ts';
import { migrateLatest } from '../../db/migrate.ts';
import { seedIfEmpty } from '../../db/seed-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const template = `ddb_template_${randomBytes(4).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
    await admin.raw(`CREATE DATABASE ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const knex = createKnex({ databaseUrl: url.toString(), poolMax: 2 });
    await migrateLatest(knex);
    await seedIfEmpty(knex);
    await knex.destroy();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.destroy();
    };
  }
  const pglite = new PGlite();
  const knex = createKnex({ pglite });
  await migrateLatest(knex);
  await seedIfEmpty(knex);
  const dump = await pglite.dumpDataDir('none');
  const file = join(tmpdir(), `ddb-test-db-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await knex.destroy();
  project.provide('pgliteDump', file);
  project.provide('postgresTemplate', '');
}
