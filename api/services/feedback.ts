/**
 * User feedback (spec §2 feedback screen, §3): public feedback shows on its beach; private
 * feedback only to its author (and the admins, through the admin API). Only the author edits
 * or deletes, and to anyone else it does not exist. Writes run in the caller's transaction (the
 * route stores its Idempotency-Key answer in it: middleware/idempotency-write.ts).
 */
import type { Knex } from 'knex';
import type { z } from 'zod';
import { BEACH_NOT_FOUND } from '../../domain/common/refusal-words.ts';
import type {
  feedbackCreateSchema,
  feedbackUpdateSchema,
} from '../../domain/community/community-requests.ts';
import { validationFailed } from '../errors.ts';
import { Beach } from '../models/Beach.ts';
import type { User } from '../models/User.ts';
import { UserFeedback } from '../models/UserFeedback.ts';
import type { Actor } from '../policies/actor.ts';
import { authorize } from '../policies/community.ts';
import { withListingExtras } from './listing-extras.ts';

export type FeedbackCreate = z.output<typeof feedbackCreateSchema>;
export type FeedbackUpdate = z.output<typeof feedbackUpdateSchema>;

const NOT_FOUND = 'Feedback not found';
/** Stands in for a missing row, so a missing id and someone else's id answer alike. */
const MISSING = { userId: null, isPublic: false };

export function listPublicFeedback(knex: Knex, beachId: number) {
  return withListingExtras(UserFeedback.query(knex).where({ beachId, isPublic: true }));
}

export function listUserFeedback(knex: Knex, userId: number) {
  return withListingExtras(UserFeedback.query(knex).where({ userId }));
}

function fetchOne(trx: Knex.Transaction, id: number) {
  return withListingExtras(UserFeedback.query(trx).where('user_feedback.id', id)).first();
}

export async function createFeedback(
  trx: Knex.Transaction,
  input: FeedbackCreate,
  user: User,
): Promise<UserFeedback> {
  if (input.beachId !== null && !(await Beach.query(trx).modify('live').findById(input.beachId))) {
    throw validationFailed({ beachId: [BEACH_NOT_FOUND] });
  }
  const { id } = await UserFeedback.query(trx).insert({ ...input, userId: user.id });
  return (await fetchOne(trx, id)) as UserFeedback;
}

export async function updateFeedback(
  trx: Knex.Transaction,
  id: number,
  input: FeedbackUpdate,
  actor: Actor,
): Promise<UserFeedback> {
  const feedback = await UserFeedback.query(trx).findById(id);
  authorize(actor, 'update', 'feedback', feedback ?? MISSING, NOT_FOUND);
  await UserFeedback.query(trx).findById(id).patch(input);
  return (await fetchOne(trx, id)) as UserFeedback;
}

export async function deleteFeedback(trx: Knex.Transaction, id: number, actor: Actor): Promise<void> {
  const feedback = await UserFeedback.query(trx).findById(id);
  authorize(actor, 'delete', 'feedback', feedback ?? MISSING, NOT_FOUND);
  await UserFeedback.query(trx).deleteById(id);
}
