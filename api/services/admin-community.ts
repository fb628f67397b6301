/**
 * Community moderation for the admin API (issue #13): every community photo, hidden ones too,
 * and every piece of feedback, private ones too, with their authors. A hidden photo
 * (is_approved false) leaves the beach's public gallery; deleting one removes its files the way
 * the author's own delete does (services/community-photos.ts).
 */
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { notFound } from '../errors.ts';
import {
  type AdminPhotoRow,
  presentAdminFeedback,
  presentAdminPhoto,
} from '../presenters/admin-community.ts';
import type { PhotoStorage } from '../storage/photo-storage.ts';
import { type AuditEntry, type AuditedActor, recordAudit } from './admin-audit.ts';
import { columnsOf, newestFirst, pageOf } from './admin-pages.ts';
import { deleteCommunityPhoto } from './community-photos.ts';

type Paging = { page: number; pageSize: number };

function photosQuery(knex: Knex | Knex.Transaction) {
  return knex('communityPhotos')
    .join('beaches', 'beaches.id', 'communityPhotos.beachId')
    .leftJoin('users', 'users.id', 'communityPhotos.userId')
    .select(
      ...columnsOf('communityPhotos', [
        'id',
        'beachId',
        'photoUrl',
        'variants',
        'caption',
        'isApproved',
        'createdAt',
      ]),
      'beaches.name as beachName',
      'users.firstName',
      'users.lastName',
    );
}

export function listCommunityPhotos(
  knex: Knex,
  query: Paging & { visibility: 'all' | 'visible' | 'hidden'; beachId?: number },
) {
  const rows = photosQuery(knex).orderBy(newestFirst('communityPhotos'));
  if (query.visibility !== 'all') rows.where('communityPhotos.isApproved', query.visibility === 'visible');
  if (query.beachId) rows.where('communityPhotos.beachId', query.beachId);
  return pageOf(rows, query, presentAdminPhoto);
}

const photoSummary = (photo: AdminPhotoRow) =>
  `Photo #${photo.id} at ${photo.beachName}${photo.caption ? ` (“${photo.caption}”)` : ''}`;

/** Hides (visible false) or shows again a photo; nothing is logged when it already was so. */
export async function setPhotoVisible(trx: Knex.Transaction, id: number, visible: boolean) {
  await trx('communityPhotos').where({ id }).forUpdate().first('id');
  const photo: AdminPhotoRow | undefined = await photosQuery(trx).where('communityPhotos.id', id).first();
  if (!photo) throw notFound('Photo not found');
  const result = presentAdminPhoto({ ...photo, isApproved: visible });
  if (photo.isApproved === visible) return { result, audit: [] as AuditEntry[] };
  await trx('communityPhotos').where({ id }).update({ isApproved: visible });
  const audit: AuditEntry = {
    action: visible ? 'unhide' : 'hide',
    entity: 'community_photo',
    entityId: id,
    summary: photoSummary(photo),
    before: { isApproved: photo.isApproved },
    after: { isApproved: visible },
  };
  return { result, audit };
}

/** Deletes the photo and its files; the audit row commits with the row's delete. */
export async function deletePhotoAsAdmin(
  { knex, admin }: AuditedActor,
  id: number,
  storage: PhotoStorage,
  log?: Logger,
): Promise<void> {
  const photo: AdminPhotoRow | undefined = await photosQuery(knex).where('communityPhotos.id', id).first();
  if (!photo) throw notFound('Photo not found');
  const audit: AuditEntry = {
    action: 'delete',
    entity: 'community_photo',
    entityId: id,
    summary: photoSummary(photo),
    before: presentAdminPhoto(photo),
    after: null,
  };
  await deleteCommunityPhoto(knex, id, { kind: 'admin', admin }, storage, log, {
    record: (trx) => recordAudit(trx, admin, audit),
  });
}

/** All feedback, private included, with its author's name and email. */
export function listAllFeedback(
  knex: Knex,
  query: Paging & { type?: string; visibility?: 'public' | 'private'; beachId?: number },
) {
  const rows = knex('userFeedback')
    .leftJoin('beaches', 'beaches.id', 'userFeedback.beachId')
    .leftJoin('users', 'users.id', 'userFeedback.userId')
    .select(
      ...columnsOf('userFeedback', [
        'id',
        'beachId',
        'feedbackType',
        'content',
        'isPublic',
        'createdAt',
        'updatedAt',
      ]),
      'beaches.name as beachName',
      'users.firstName',
      'users.lastName',
      'users.email as authorEmail',
    )
    .orderBy(newestFirst('userFeedback'));
  if (query.type) rows.where('userFeedback.feedbackType', query.type);
  if (query.visibility) rows.where('userFeedback.isPublic', query.visibility === 'public');
  if (query.beachId) rows.where('userFeedback.beachId', query.beachId);
  return pageOf(rows, query, presentAdminFeedback);
}
