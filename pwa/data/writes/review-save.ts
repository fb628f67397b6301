/**
 * POST (first time) or PUT (an edit) /api/beaches/{id}/reviews: a verified user's one review
 * of the beach, through the outbox (kept on the phone first, sent exactly once). What the
 * answer changes — the beach's reviews, its average and count — is refreshed by the outbox
 * once it is sent, whoever sends it (offline/outbox-effects.ts).
 */
import type { ReviewCreateInput } from '../../../domain/community/community-requests.ts';
import { type OutboxItemSummary, type OutboxWrite, useOutboxSubmission } from '../outbox/outbox.ts';

export function reviewWrite(
  beach: { id: number; name: string },
  input: ReviewCreateInput,
  editing: boolean,
): OutboxWrite {
  return {
    kind: 'review',
    label: `Review of ${beach.name}`,
    beachId: beach.id,
    summary: `${input.rating ?? '?'}★ ${String(input.reviewText ?? '').slice(0, 120)}`,
    method: editing ? 'PUT' : 'POST',
    url: `/api/beaches/${beach.id}/reviews`,
    body: { ...input },
  };
}

/** A review still on the phone, as the reviews list shows it. */
export interface WaitingReview {
  rating: number;
  reviewText: string;
  visitDate: string | null;
}

export function waitingReview(item: OutboxItemSummary): WaitingReview {
  const body = item.body ?? {};
  return {
    rating: Number(body.rating) || 0,
    reviewText: typeof body.reviewText === 'string' ? body.reviewText : '',
    visitDate: typeof body.visitDate === 'string' ? body.visitDate : null,
  };
}

export const useSaveReview = useOutboxSubmission;
