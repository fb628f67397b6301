/**
 * "A rejected request changes no row": a snapshot of every table — its row count, and for the
 * tables whose updated_at a trigger keeps, the newest updated_at — taken in one query before and
 * after a request. Counting catches inserts and deletes; updated_at catches updates.
 */
import type { Knex } from 'knex';

/**
 * Tables any request may legitimately change, rejected or not. Everything else must be
 * untouched by a 4xx.
 */
const BOOKKEEPING_TABLES: Record<string, string> = {
  rate_limits: 'abuse-limit counters: a rejected attempt is exactly what they must count',
  sessions: 'koa-session writes a row for a visitor and rolls the expiry on every answer',
  knex_migrations: 'schema bookkeeping, never written by a request',
  knex_migrations_lock: 'schema bookkeeping, never written by a request',
};

export type TableSnapshot = Record<string, string>;

/** A function that snapshots every non-bookkeeping table of the database. */
export async function tableSnapshotter(knex: Knex): Promise<() => Promise<TableSnapshot>> {
  const tables: { tableName: string; touched: boolean }[] = (
    await knex.raw(
      `SELECT t.table_name AS name,
              EXISTS (SELECT 1 FROM information_schema.columns c
                      WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name
                        AND c.column_name = 'updated_at') AS touched
         FROM information_schema.tables t
        WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        ORDER BY t.table_name`,
    )
  ).rows
    .map((r: { name: string; touched: boolean }) => ({ tableName: r.name, touched: r.touched }))
    .filter((t: { tableName: string }) => !(t.tableName in BOOKKEEPING_TABLES));
  if (tables.length < 10) throw new Error(`expected the app's tables, found ${tables.length}`);
  // Positional aliases: the connection may rename result columns (snake_case to camelCase).
  const columns = tables.map(
    ({ tableName, touched }, i) =>
      `(SELECT count(*)::text || ' rows' ${touched ? `|| ', updated ' || coalesce(max(updated_at)::text, '-')` : ''} FROM "${tableName}") AS t${i}`,
  );
  const sql = `SELECT ${columns.join(', ')}`;
  return async () => {
    const row = (await knex.raw(sql)).rows[0] as Record<string, string>;
    return Object.fromEntries(tables.map(({ tableName }, i) => [tableName, row[`t${i}`] ?? '?']));
  };
}

/** The tables whose snapshot differs, as 'table: before → after'. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  return Object.keys(before)
    .filter((table) => before[table] !== after[table])
    .map((table) => `${table}: ${before[table]} → ${after[table]}`);
}
