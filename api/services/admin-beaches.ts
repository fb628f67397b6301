/**
 * Beach Management (issue #13): the admin's list of live beaches, and creating, editing and
 * deleting a beach. Every write goes through auditedWrite, so the beach and its audit row (the
 * presented beach before and after) commit together. Phones follow through the sync: an edit
 * stamps the row, a delete sets deleted_at, which /api/sync reports as a deleted beach.
 */
import type { Knex } from 'knex';
import type { AdminBeachFields } from '../../domain/admin/admin-beach.ts';
import type { AdminBeachListQuery } from '../../domain/admin/admin-beach-list.ts';
import type { Beach as BeachResponse } from '../../domain/beaches/beach.ts';
import { notFound } from '../errors.ts';
import { Beach } from '../models/Beach.ts';
import { presentAdminBeach, presentAdminBeachRow } from '../presenters/beach.ts';
import { type AuditedActor, auditedWrite } from './admin-audit.ts';
import { beachColumns, slugFor } from './admin-beach-columns.ts';

const SORT_COLUMNS = { name: 'name', location: 'location', accessType: 'access_type' } as const;

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A beach as the audit log keeps it: the presented fields, without the timestamp every write moves. */
export const auditedBeach = ({ updatedAt: _moved, ...fields }: BeachResponse) => fields;

/** Live beaches whose name or location contains the search (any case), sorted and paged. */
export async function listAdminBeaches(knex: Knex, query: AdminBeachListQuery) {
  const base = Beach.query(knex).modify('live');
  if (query.search) {
    const pattern = likePattern(query.search);
    base.where((q) => q.where('name', 'ilike', pattern).orWhere('location', 'ilike', pattern));
  }
  const total = await base.clone().resultSize();
  const direction = query.order;
  const rows = await base
    .orderByRaw(`lower(${SORT_COLUMNS[query.sort]}) ${direction}, lower(name) ${direction}, id`)
    .offset((query.page - 1) * query.pageSize)
    .limit(query.pageSize);
  return { items: rows.map(presentAdminBeachRow), total, page: query.page, pageSize: query.pageSize };
}

/** A live beach by id, locked for the rest of the transaction; 404 when there is none. */
export async function lockLiveBeach(trx: Knex.Transaction, id: number): Promise<Beach> {
  const beach = await Beach.query(trx).modify('live').findById(id).forUpdate();
  if (!beach) throw notFound('Beach not found');
  return beach;
}

export async function readAdminBeach(knex: Knex, id: number): Promise<BeachResponse> {
  const beach = await Beach.query(knex).modify('live').findById(id);
  if (!beach) throw notFound('Beach not found');
  return presentAdminBeach(beach);
}

/** The saved beach as the answer, and its audit entry (before: null for a new beach). */
function savedBeach(action: 'create' | 'update', saved: Beach, before: Beach | null) {
  const after = presentAdminBeach(saved);
  return {
    result: after,
    audit: {
      action,
      entity: 'beach',
      entityId: saved.id,
      summary: saved.name,
      before: before && auditedBeach(presentAdminBeach(before)),
      after: auditedBeach(after),
    },
  };
}

export function createBeach(actor: AuditedActor, fields: AdminBeachFields): Promise<BeachResponse> {
  return auditedWrite(actor, async (trx) => {
    const slug = await slugFor(trx, fields);
    return savedBeach('create', await Beach.query(trx).insertAndFetch(beachColumns(fields, slug)), null);
  });
}

export function updateBeach(
  actor: AuditedActor,
  id: number,
  fields: AdminBeachFields,
): Promise<BeachResponse> {
  return auditedWrite(actor, async (trx) => {
    const existing = await lockLiveBeach(trx, id);
    const slug = await slugFor(trx, fields, existing);
    const updated = await Beach.query(trx).patchAndFetchById(id, beachColumns(fields, slug, existing));
    return savedBeach('update', updated, existing);
  });
}
