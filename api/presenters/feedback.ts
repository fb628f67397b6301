import type { Feedback } from '../../domain/community/feedback-schema.ts';
import type { UserFeedback } from '../models/UserFeedback.ts';
import type { Actor } from '../policies/actor.ts';
import { authorNameOf, isOwnedBy } from './user.ts';
import { toIso } from './values.ts';

/**
 * Feedback with the listing extras of spec §3 (beachName, the author's name as "Sam W.") as the
 * viewer sees it: `isOwn` instead of the author's id.
 */
export function presentFeedback(feedback: UserFeedback, viewer: Actor): Feedback {
  return {
    id: feedback.id,
    beachId: feedback.beachId,
    // The table's check constraint holds it to FEEDBACK_TYPES.
    feedbackType: feedback.feedbackType as Feedback['feedbackType'],
    content: feedback.content,
    isPublic: feedback.isPublic,
    createdAt: toIso(feedback.createdAt),
    updatedAt: toIso(feedback.updatedAt),
    beachName: feedback.beach?.name ?? null,
    authorName: authorNameOf(feedback.user),
    isOwn: isOwnedBy(feedback.userId, viewer),
  };
}

/** For lists: `items.map(presentFeedbackTo(viewer))`. */
export const presentFeedbackTo =
  (viewer: Actor) =>
  (feedback: UserFeedback): Feedback =>
    presentFeedback(feedback, viewer);
