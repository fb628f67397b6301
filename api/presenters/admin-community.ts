/**
 * Community photos and feedback as the admin's moderation lists show them (issue #13): hidden
 * photos and private feedback too, each with its author's full name (and, for feedback, email),
 * which no public answer carries.
 */
import { reviewerNameOf } from '../services/reviews.ts';
import { toIso } from './values.ts';

/** "Sam Walker" from the users row's names; an account with no name is signed as the public pages sign it. */
function fullNameOf(row: { firstName?: string | null; lastName?: string | null }): string {
  const name = [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || reviewerNameOf({ firstName: null, lastName: null });
}

export interface AdminPhotoRow {
  id: number;
  beachName: string;
  firstName: string | null;
  lastName: string | null;
  caption: string | null;
  isApproved: boolean;
  createdAt: Date;
}

export function presentAdminPhoto({ firstName, lastName, ...row }: AdminPhotoRow) {
  return { ...row, uploaderName: fullNameOf({ firstName, lastName }), createdAt: toIso(row.createdAt) };
}

export interface AdminFeedbackRow {
  firstName: string | null;
  lastName: string | null;
  createdAt: Date;
  updatedAt: Date;
  [column: string]: unknown;
}

export function presentAdminFeedback({ firstName, lastName, ...row }: AdminFeedbackRow) {
  return {
    ...row,
    authorName: fullNameOf({ firstName, lastName }),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
