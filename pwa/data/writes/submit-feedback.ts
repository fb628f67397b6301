/** POST /api/feedback (spec §7): feedbackType, content, isPublic and, for a beach, beachId — through the outbox. */
import type { FEEDBACK_TYPES } from '../../../domain/community/community-requests.ts';
import { type OutboxWrite, useOutboxSubmission } from '../outbox/outbox.ts';

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export interface NewFeedback {
  feedbackType: FeedbackType;
  content: string;
  isPublic: boolean;
  beachId?: number;
}

/** The outbox item for a new piece of feedback. */
export function feedbackWrite(input: NewFeedback, beachName?: string): OutboxWrite {
  return {
    kind: 'feedback',
    label: beachName ? `Feedback for ${beachName}` : 'General feedback',
    beachId: input.beachId,
    summary: input.content.slice(0, 160),
    method: 'POST',
    url: '/api/feedback',
    body: { ...input },
  };
}

export const useSubmitFeedback = useOutboxSubmission;
