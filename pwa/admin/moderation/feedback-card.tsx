import { Badge, Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { AdminFeedback } from '../../../domain/admin/admin-answers.ts';
import { formatLondonDateTime } from '../../../domain/common/format.ts';
import { StatusBadge } from './status-badge.tsx';

export type { AdminFeedback };

/** One item of GET /api/admin/feedback (private feedback included). */

export const FEEDBACK_TYPE_LABELS: Record<AdminFeedback['feedbackType'], string> = {
  comment: 'Comment',
  suggestion: 'Suggestion',
  issue: 'Issue',
};

const TYPE_COLOURS: Record<AdminFeedback['feedbackType'], { bg: string; color: string }> = {
  comment: { bg: 'sea.700', color: 'white' },
  suggestion: { bg: 'purple.700', color: 'white' },
  issue: { bg: 'orange.700', color: 'white' },
};

/** Feedback as an admin reads it: type, who sees it, who wrote it (with their address), about which beach. */
export function FeedbackCard({ feedback }: { feedback: AdminFeedback }) {
  const edited = feedback.updatedAt !== feedback.createdAt;
  return (
    <Box as="li" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '3', md: '4' }}>
      <HStack gap="2" wrap="wrap" mb="2">
        <Badge {...TYPE_COLOURS[feedback.feedbackType]}>{FEEDBACK_TYPE_LABELS[feedback.feedbackType]}</Badge>
        <StatusBadge on={feedback.isPublic} onLabel="Public" offLabel="Private" />
        <Text fontSize="sm" color="gray.700">
          {feedback.beachName && feedback.beachSlug ? (
            <Link asChild color="sea.700" fontWeight="medium">
              <RouterLink to={`/beach/${feedback.beachSlug}`}>{feedback.beachName}</RouterLink>
            </Link>
          ) : (
            (feedback.beachName ?? 'General feedback (no beach)')
          )}
        </Text>
      </HStack>
      <Text whiteSpace="pre-line" color="gray.800" overflowWrap="anywhere">
        {feedback.content}
      </Text>
      <Text fontSize="sm" color="gray.700" mt="2">
        {feedback.authorName}
        {feedback.authorEmail ? ` (${feedback.authorEmail})` : ''} ·{' '}
        {formatLondonDateTime(feedback.createdAt)}
        {edited ? ` · edited ${formatLondonDateTime(feedback.updatedAt)}` : ''}
      </Text>
    </Box>
  );
}
