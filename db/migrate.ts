/**
 * Runs the Knex migrations in db/migrations. A custom source imports the TypeScript files
 * directly, so migrations run the same under tsx, Vitest and the CLI.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));

class TypeScriptMigrationSource implements Knex.MigrationSource<string> {
  async getMigrations() {
    return readdirSync(migrationsDir)
      .filter((f) => /^\d{14}_[a-z0-9_]+\.ts$/.test(f))
      .sort();
  }
  getMigrationName(file: string) {
    return file;
  }
  async getMigration(file: string): Promise<Knex.Migration> {
    return import(join(migrationsDir, file));
  }
}

export const migrationConfig: Knex.MigratorConfig = {
  migrationSource: new TypeScriptMigrationSource(),
  tableName: 'knex_migrations',
};

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = await knex.migrate.latest(migrationConfig);
  return applied;
}

export async function rollbackAll(knex: Knex): Promise<string[]> {
  const [, undone] = await knex.migrate.rollback(migrationConfig, true);
  return undone;
}
