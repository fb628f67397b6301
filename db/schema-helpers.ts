/** Column and trigger conventions every table shares. */
import type { Knex } from 'knex';

export function timestamps(knex: Knex, t: Knex.CreateTableBuilder): void {
  t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
}

/** Keeps updated_at true on every UPDATE, whoever writes: the incremental sync relies on it. */
export async function touchUpdatedAt(knex: Knex, table: string): Promise<void> {
  await knex.raw(
    `CREATE TRIGGER ${table}_touch_updated_at BEFORE UPDATE ON ${table}
     FOR EACH ROW EXECUTE FUNCTION touch_updated_at()`,
  );
}

export const MONTH_DAY_PATTERN = '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$';
export const HOURS_PATTERN = '^(24hr|([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9])$';
