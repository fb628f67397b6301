/**
 * Feedback as the API returns it (GET /api/beaches/{id}/feedback, /api/my/feedback and the
 * answers to POST/PUT /api/feedback): the author as "Sam W." and `isOwn`, never their id.
 */
import { z } from 'zod';
import { FEEDBACK_TYPES } from './community-requests.ts';

export const feedbackSchema = z.object({
  id: z.number().int(),
  /** Null for feedback about the site rather than a beach. */
  beachId: z.number().int().nullable(),
  feedbackType: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  isPublic: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  beachName: z.string().nullable(),
  authorName: z.string(),
  isOwn: z.boolean(),
});

export type Feedback = z.infer<typeof feedbackSchema>;
