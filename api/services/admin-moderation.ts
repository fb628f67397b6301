/**
 * Review Moderation and Walking routes for the admin API (issue #13): the lists, a review's
 * delete (the beach's averageRating and totalReviews recomputed in the same transaction), and a
 * submitted route's approve (it then shows on its beach page and reaches phones through the
 * sync) and delete (its ratings go with it: route_ratings cascades). Writes run in the caller's
 * transaction and report what they changed for the audit log (services/admin-audit.ts).
 */
import type { Knex } from 'knex';
import { notFound } from '../errors.ts';
import {
  type AdminReviewRow,
  type AdminRouteRow,
  presentAdminReview,
  presentAdminRoute,
} from '../presenters/admin-moderation.ts';
import { toNumber } from '../presenters/values.ts';
import type { AuditEntry } from './admin-audit.ts';
import { columnsOf, newestFirst, pageOf } from './admin-pages.ts';
import { takeChangeVersion } from './change-versions.ts';
import { recomputeBeachRating } from './reviews.ts';

type Paging = { page: number; pageSize: number };
type Audited<T> = { result: T; audit: AuditEntry | AuditEntry[] };

function reviewsQuery(knex: Knex | Knex.Transaction) {
  return knex('reviews')
    .join('beaches', 'beaches.id', 'reviews.beachId')
    .select(
      ...columnsOf('reviews', [
        'id',
        'beachId',
        'reviewerName',
        'rating',
        'visitDate',
        'reviewText',
        'createdAt',
      ]),
      'beaches.name as beachName',
      'beaches.slug as beachSlug',
    );
}

export function listReviews(knex: Knex, query: Paging & { beachId?: number }) {
  const rows = reviewsQuery(knex).orderBy(newestFirst('reviews'));
  if (query.beachId) rows.where('reviews.beachId', query.beachId);
  return pageOf(rows, query, presentAdminReview);
}

export async function deleteReview(trx: Knex.Transaction, id: number) {
  // The sync_state lock first, then the beach's (as saveReview takes them): never a deadlock.
  await takeChangeVersion(trx);
  const review: AdminReviewRow | undefined = await reviewsQuery(trx).where('reviews.id', id).first();
  if (!review) throw notFound('Review not found');
  await trx('beaches').where({ id: review.beachId }).forUpdate().first('id');
  await trx('reviews').where({ id }).delete();
  await recomputeBeachRating(trx, review.beachId);
  const beach = await trx('beaches')
    .where({ id: review.beachId })
    .first('id', 'averageRating', 'totalReviews');
  return {
    result: {
      beach: {
        id: beach.id,
        averageRating: toNumber(beach.averageRating) ?? 0,
        totalReviews: beach.totalReviews,
      },
    },
    audit: {
      action: 'delete',
      entity: 'review',
      entityId: id,
      summary: `Review #${id} by ${review.reviewerName} on ${review.beachName}`,
      before: presentAdminReview(review),
      after: null,
    },
  } satisfies Audited<unknown>;
}

function routesQuery(knex: Knex | Knex.Transaction) {
  return knex('walkingRoutes')
    .join('beaches', 'beaches.id', 'walkingRoutes.beachId')
    .select(
      ...columnsOf('walkingRoutes', [
        'id',
        'beachId',
        'routeName',
        'description',
        'startingPoint',
        'difficulty',
        'estimatedDuration',
        'distanceKm',
        'highlights',
        'routeNotes',
        'submittedBy',
        'submitterEmail',
        'isApproved',
        'createdAt',
      ]),
      'beaches.name as beachName',
      'beaches.slug as beachSlug',
    );
}

export function listRoutes(knex: Knex, query: Paging & { status: 'pending' | 'approved' | 'all' }) {
  const rows = routesQuery(knex).orderBy([
    { column: 'walkingRoutes.isApproved', order: 'asc' },
    ...newestFirst('walkingRoutes'),
  ]);
  if (query.status !== 'all') rows.where('walkingRoutes.isApproved', query.status === 'approved');
  return pageOf(rows, query, presentAdminRoute);
}

async function lockedRoute(trx: Knex.Transaction, id: number): Promise<AdminRouteRow> {
  await trx('walkingRoutes').where({ id }).forUpdate().first('id');
  const route = await routesQuery(trx).where('walkingRoutes.id', id).first();
  if (!route) throw notFound('Walking route not found');
  return route;
}

const routeSummary = (route: AdminRouteRow) => `“${route.routeName}” at ${route.beachName}`;

export async function approveRoute(trx: Knex.Transaction, id: number) {
  const route = await lockedRoute(trx, id);
  const approved = { ...route, isApproved: true };
  // Approving an approved route changes nothing, and nothing is logged.
  if (route.isApproved) return { result: presentAdminRoute(route), audit: [] } satisfies Audited<unknown>;
  await trx('walkingRoutes').where({ id }).update({ isApproved: true });
  return {
    result: presentAdminRoute(approved),
    audit: {
      action: 'approve',
      entity: 'walking_route',
      entityId: id,
      summary: routeSummary(route),
      before: { isApproved: false },
      after: { isApproved: true },
    },
  } satisfies Audited<unknown>;
}

export async function deleteRoute(trx: Knex.Transaction, id: number) {
  const route = await lockedRoute(trx, id);
  await trx('walkingRoutes').where({ id }).delete();
  return {
    result: { success: true },
    audit: {
      action: 'delete',
      entity: 'walking_route',
      entityId: id,
      summary: routeSummary(route),
      before: presentAdminRoute(route),
      after: null,
    },
  } satisfies Audited<unknown>;
}
