import type { UserFeedback } from '../models/UserFeedback.ts';
import { presentAuthor } from './user.ts';
import { toIso } from './values.ts';

/** Feedback with the listing extras of spec §3: beachName and the author's name. */
export function presentFeedback(feedback: UserFeedback) {
  return {
    id: feedback.id,
    userId: feedback.userId,
    beachId: feedback.beachId,
    feedbackType: feedback.feedbackType,
    content: feedback.content,
    isPublic: feedback.isPublic,
    createdAt: toIso(feedback.createdAt),
    updatedAt: toIso(feedback.updatedAt),
    beachName: feedback.beach?.name ?? null,
    user: presentAuthor(feedback.user),
  };
}
