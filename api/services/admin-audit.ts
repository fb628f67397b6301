/**
 * The admin audit log (issue #13): every admin write is recorded — who, what, when, and the
 * fields it changed with their values before and after — in the same transaction as the write.
 * Writes go through `auditedWrite`: the write and its log row commit together or not at all.
 * The Audit log tab reads it back with `listAuditLog`: newest first, optionally of one kind of entity.
 */
import type { Knex } from 'knex';
import type { Admin } from '../models/Admin.ts';
import { toIso } from '../presenters/values.ts';
import { pageOf } from './admin-pages.ts';

/**
 * Who an admin write is done by and the database it is done in: what an admin route hands the
 * services that write in the admin's name (routes/admin/admin-router.ts builds it).
 */
export interface AuditedActor {
  knex: Knex;
  admin: Admin;
}

type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'approve'
  | 'hide'
  | 'unhide'
  | 'mark-read'
  | 'mark-unread'
  | 'upload-photo'
  | 'run-job'
  | 'confirm'
  | 'correct'
  | 'dismiss';

export interface AuditEntry {
  action: AuditAction;
  /** 'beach', 'review', 'walking_route', 'community_photo', 'contact_message', 'job', … */
  entity: string;
  entityId: number | null;
  /** One line a reader of the log sees first: "Croyde Beach", "review #12 on Croyde Beach". */
  summary: string;
  /** The record before the write (null for a create) and after it (null for a delete). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

type FieldChanges = Record<string, { before: unknown; after: unknown }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ: every field of a create or a delete, only the changed ones of an update. */
function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (!same(was, now)) changes[key] = { before: was, after: now };
  }
  return changes;
}

export async function recordAudit(
  trx: Knex.Transaction,
  admin: { id: number; username: string },
  entry: AuditEntry,
): Promise<void> {
  await trx('admin_audit_log').insert({
    adminId: admin.id,
    adminUsername: admin.username,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    summary: entry.summary.slice(0, 300),
    changes: JSON.stringify(changedFields(entry.before, entry.after)),
  });
}

/**
 * Runs `write` in a transaction and records what it reports in the audit log in that same
 * transaction. A write that throws leaves neither its changes nor a log row.
 */
export async function auditedWrite<T>(
  { knex, admin }: AuditedActor,
  write: (trx: Knex.Transaction) => Promise<{ result: T; audit: AuditEntry | AuditEntry[] }>,
): Promise<T> {
  return knex.transaction(async (trx) => {
    const { result, audit } = await write(trx);
    for (const entry of Array.isArray(audit) ? audit : [audit]) await recordAudit(trx, admin, entry);
    return result;
  });
}

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
