/** A beach review as the API returns it, and the answer to writing one. */
import { z } from 'zod';

/** GET /api/beaches/{id}/reviews and /api/my/reviews: signed "Sam W.", never with the author's id. */
export const reviewSchema = z.object({
  id: z.number().int(),
  beachId: z.number().int(),
  rating: z.number().int(),
  reviewText: z.string(),
  reviewerName: z.string(),
  /** YYYY-MM-DD. */
  visitDate: z.string().nullable(),
  createdAt: z.string(),
});

/** POST/PUT /api/beaches/{id}/reviews: the review and the beach's new average, so a page updates at once. */
export const reviewSavedSchema = z.object({
  review: reviewSchema,
  beach: z.object({
    id: z.number().int(),
    averageRating: z.number(),
    totalReviews: z.number().int(),
  }),
});

export type Review = z.infer<typeof reviewSchema>;
