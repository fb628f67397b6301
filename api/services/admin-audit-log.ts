/** The Audit log tab (issue #13): every admin write, newest first, optionally of one kind of entity. */
import type { Knex } from 'knex';
import { toIso } from '../presenters/values.ts';
import { pageOf } from './admin-pages.ts';

type AuditRow = { id: number | string; entityId: number | string | null; createdAt: Date };

export function listAuditLog(knex: Knex, query: { page: number; pageSize: number; entity?: string }) {
  const rows = knex('adminAuditLog')
    .select('id', 'adminUsername', 'action', 'entity', 'entityId', 'summary', 'changes', 'createdAt')
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  if (query.entity) rows.where({ entity: query.entity });
  // bigint columns arrive as strings; every id here fits a JavaScript number.
  return pageOf(rows, query, (row: AuditRow) => ({
    ...row,
    id: Number(row.id),
    entityId: row.entityId === null ? null : Number(row.entityId),
    createdAt: toIso(row.createdAt),
  }));
}
