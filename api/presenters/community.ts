import type { Review as ReviewResponse } from '../../domain/community/review-schema.ts';
import type { Review } from '../models/Review.ts';
import { toIso, toIsoDate } from './values.ts';

export function presentReview(review: Review): ReviewResponse {
  return {
    id: review.id,
    beachId: review.beachId,
    rating: review.rating,
    reviewText: review.reviewText,
    reviewerName: review.reviewerName,
    visitDate: toIsoDate(review.visitDate),
    createdAt: toIso(review.createdAt),
  };
}
