/**
 * The contact inbox (issue #13): messages sent through the contact form, newest first, with
 * the number still unread; an admin marks one read or unread. Messages are kept 12 months
 * (jobs/retention.ts).
 */
import type { Knex } from 'knex';
import { notFound } from '../errors.ts';
import { toIso } from '../presenters/values.ts';
import type { AuditEntry } from './admin-audit.ts';
import { pageOf } from './admin-pages.ts';

const COLUMNS = ['id', 'name', 'email', 'subject', 'message', 'isRead', 'createdAt'] as const;

type MessageRow = { id: number; subject: string | null; name: string; isRead: boolean; createdAt: Date };

const presentMessage = (row: MessageRow) => ({ ...row, createdAt: toIso(row.createdAt) });

export async function listContactMessages(
  knex: Knex,
  query: { page: number; pageSize: number; status: 'unread' | 'read' | 'all' },
) {
  const rows = knex('contactSubmissions')
    .select(...COLUMNS)
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  if (query.status !== 'all') rows.where({ isRead: query.status === 'read' });
  const [page, [{ unread }]] = await Promise.all([
    pageOf(rows, query, presentMessage),
    knex('contactSubmissions').where({ isRead: false }).count({ unread: '*' }),
  ]);
  return { ...page, unread: Number(unread) };
}

/** Marks a message read or unread; nothing is logged when it already was so. */
export async function markMessage(trx: Knex.Transaction, id: number, isRead: boolean) {
  const message: MessageRow | undefined = await trx('contactSubmissions')
    .where({ id })
    .forUpdate()
    .first(...COLUMNS);
  if (!message) throw notFound('Message not found');
  const result = presentMessage({ ...message, isRead });
  if (message.isRead === isRead) return { result, audit: [] as AuditEntry[] };
  await trx('contactSubmissions').where({ id }).update({ isRead });
  const audit: AuditEntry = {
    action: isRead ? 'mark-read' : 'mark-unread',
    entity: 'contact_message',
    entityId: id,
    summary: `Message from ${message.name}${message.subject ? `: ${message.subject}` : ''}`,
    before: { isRead: message.isRead },
    after: { isRead },
  };
  return { result, audit };
}
