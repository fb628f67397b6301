/**
 * One page of an admin list (issue #13): the rows of `query` for `page` and the total across
 * all pages, counted with the same joins and filters. `present` shapes each row.
 */
import type { Knex } from 'knex';
import type { AdminPage } from '../../domain/admin/admin-lists.ts';

export async function pageOf<Row, Item>(
  query: Knex.QueryBuilder,
  { page, pageSize }: { page: number; pageSize: number },
  present: (row: Row) => Item,
): Promise<AdminPage<Item>> {
  const [{ total }] = await query.clone().clearSelect().clearOrder().count({ total: '*' });
  const rows: Row[] = await query
    .clone()
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(present), total: Number(total), page, pageSize };
}

/** Newest first, the later id first among rows made at the same instant. */
export const newestFirst = (table: string) => [
  { column: `${table}.createdAt`, order: 'desc' as const },
  { column: `${table}.id`, order: 'desc' as const },
];

/** `table.column` for each column: a select list of one table's columns. */
export const columnsOf = (table: string, columns: string[]) => columns.map((column) => `${table}.${column}`);
