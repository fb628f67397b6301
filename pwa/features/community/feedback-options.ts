/** The feedback screen's fixed texts (spec §2 "Feedback screen"). */
import { formatRating } from '../../../domain/common/format.ts';
import type { FeedbackType } from '../../data/writes/submit-feedback.ts';

export const FEEDBACK_TYPES: { value: FeedbackType; label: string; hint: string }[] = [
  {
    value: 'comment',
    label: 'General Comment',
    hint: 'Share your thoughts, experiences, or positive feedback',
  },
  {
    value: 'suggestion',
    label: 'Suggestion for Improvement',
    hint: 'Ideas to make the app better or add new features',
  },
  { value: 'issue', label: 'Report an Issue', hint: 'Report incorrect information, bugs, or problems' },
];

export const PRIVACY_OPTIONS = [
  { value: 'public', label: 'Public - Other users can see this feedback' },
  { value: 'private', label: 'Private - Only administrators can see this' },
] as const;

export const WHEN_TO_PICK_A_BEACH = [
  'Wrong opening hours or dog restrictions',
  'Facility updates (toilets, cafes, parking)',
  'Access or safety concerns',
  'Missing information about the beach',
];

export const GUIDELINES = [
  'Be constructive and specific',
  'Give helpful details, like dates, times and places',
  'Keep comments respectful and family-friendly',
  'Report inaccurate information about beaches or routes',
];

export const PLACEHOLDERS: Record<FeedbackType, string> = {
  comment: 'Tell us about your visit, or what you like about the guide...',
  suggestion: 'What would make Devon Dog Beaches more useful to you?',
  issue: 'What is wrong, and where? For example: the dog ban at this beach now starts in April.',
};

export const GENERAL_FEEDBACK = 'general';

/** "Croyde Beach - North Devon ★4.5": the rating only once the beach has reviews. */
export function beachOptionLabel(beach: {
  name: string;
  location: string;
  totalReviews: number;
  averageRating: number | string | null;
}): string {
  const base = `${beach.name} - ${beach.location}`;
  return beach.totalReviews > 0 ? `${base} ★${formatRating(Number(beach.averageRating ?? 0))}` : base;
}
