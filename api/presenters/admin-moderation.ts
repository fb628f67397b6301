/**
 * Reviews and walking routes as the admin's moderation lists show them (issue #13), from the
 * rows services/admin-moderation.ts reads: each with its beach's name, dates as ISO strings.
 */
import { toIso, toIsoDate, toNumber } from './values.ts';

export interface AdminReviewRow {
  id: number;
  beachId: number;
  beachName: string;
  beachSlug: string;
  reviewerName: string;
  rating: number;
  visitDate: Date | string | null;
  reviewText: string;
  createdAt: Date;
}

export const presentAdminReview = (row: AdminReviewRow) => ({
  ...row,
  visitDate: toIsoDate(row.visitDate),
  createdAt: toIso(row.createdAt),
});

export interface AdminRouteRow {
  id: number;
  beachName: string;
  routeName: string;
  routeNotes: string | null;
  distanceKm: string | number;
  isApproved: boolean;
  createdAt: Date;
}

/** `safetyNotes` is the contract's name for the form's route notes (spec §5 "Safety notes"). */
export const presentAdminRoute = (row: AdminRouteRow) => ({
  ...row,
  safetyNotes: row.routeNotes,
  distanceKm: toNumber(row.distanceKm),
  createdAt: toIso(row.createdAt),
});
