/**
 * Reviews by verified users (DESIGN.md): one per user per beach, written again to edit it. The
 * beach's averageRating and totalReviews are recomputed from its reviews in the same
 * transaction, with the beach row locked so that two reviews at once both count. That
 * transaction is the caller's (the route stores its Idempotency-Key answer in it).
 */

import type { Knex } from 'knex';
import type { z } from 'zod';
import type { reviewCreateSchema } from '../../domain/community/community-requests.ts';
import { Beach } from '../models/Beach.ts';
import { Review } from '../models/Review.ts';
import type { User } from '../models/User.ts';
import { takeChangeVersion } from './change-versions.ts';

export type ReviewInput = z.output<typeof reviewCreateSchema>;

/** reviews.reviewer_name's limit, in characters (code points, as PostgreSQL counts them). */
const REVIEWER_NAME_MAX = 100;

/**
 * How a review is signed: first name and last initial ("Sam W."), never the email. A first
 * name may be as long as the signature's column, so it is cut to leave room for " W.".
 */
export function reviewerNameOf(user: Pick<User, 'firstName' | 'lastName'>): string {
  const first = user.firstName?.trim();
  const initial = Array.from(user.lastName?.trim() ?? '')[0]?.toUpperCase();
  if (!first) return 'Dog owner';
  const signed = initial ? ` ${initial}.` : '';
  const room = REVIEWER_NAME_MAX - Array.from(signed).length;
  return `${Array.from(first).slice(0, room).join('').trimEnd()}${signed}`;
}

/** averageRating and totalReviews from the reviews themselves (as the seed computes them). */
export async function recomputeBeachRating(trx: Knex.Transaction, beachId: number): Promise<void> {
  await trx.raw(
    `UPDATE beaches b SET average_rating = coalesce(r.avg, 0), total_reviews = r.n
     FROM (SELECT round(avg(rating), 2) AS avg, count(*) AS n FROM reviews WHERE beach_id = ?) r
     WHERE b.id = ?`,
    [beachId, beachId],
  );
}

/** Writes the user's review of the beach; the first thing `trx` does (it takes the change version). */
export async function saveReview(trx: Knex.Transaction, beachId: number, user: User, input: ReviewInput) {
  await takeChangeVersion(trx);
  await Beach.query(trx).findById(beachId).forUpdate().throwIfNotFound();
  const values = {
    rating: input.rating,
    reviewText: input.reviewText,
    visitDate: input.visitDate,
    reviewerName: reviewerNameOf(user),
  };
  const existing = await Review.query(trx).findOne({ beachId, userId: user.id });
  const review = existing
    ? await existing.$query(trx).patchAndFetch(values)
    : await Review.query(trx).insertAndFetch({ ...values, beachId, userId: user.id });
  await recomputeBeachRating(trx, beachId);
  const beach = await Beach.query(trx).findById(beachId).throwIfNotFound();
  return { review, created: !existing, beach };
}

/** A beach's reviews, newest first. */
export function listBeachReviews(knex: Knex, beachId: number) {
  return Review.query(knex)
    .where({ beachId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}

export function listUserReviews(knex: Knex, userId: number) {
  return Review.query(knex)
    .where({ userId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}
