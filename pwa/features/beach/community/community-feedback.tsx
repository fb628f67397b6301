import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { formatShortDate } from '../../../../domain/common/format.ts';
import { useFeedback } from '../../../data/queries/get-feedback.ts';
import { feedbackTypeStyle } from '../../../ui/feedback-type.ts';
import { WaitingFeedback } from '../../../ui/waiting-items.tsx';
import { CardState } from '../card-state.tsx';
import { LoadFailure } from '../load-failure.tsx';
import { SectionCard } from '../section-card.tsx';
import { useWaitingWrites } from '../use-waiting-writes.ts';
import { CommunityAddButton } from './community-add-button.tsx';

export function CommunityFeedback({ beach }: { beach: Beach }) {
  const feedback = useFeedback(beach.id);
  // The user's own public feedback still on the phone shows at once, marked as waiting.
  const waiting = useWaitingWrites('feedback', beach.id).filter((item) => item.body?.isPublic === true);
  const waitingList =
    waiting.length > 0 ? (
      <Stack as="ul" gap="3" m="0" mb="3" p="0" aria-label="Your feedback waiting to send">
        {waiting.map((item) => (
          <WaitingFeedback key={item.id} item={item} />
        ))}
      </Stack>
    ) : null;
  return (
    <SectionCard
      title="Community feedback"
      icon="message"
      action={<CommunityAddButton beach={beach} kind="feedback" />}
    >
      {waitingList}
      {feedback.isPending ? (
        <CardState kind="loading" message="Loading feedback" />
      ) : feedback.isError ? (
        <LoadFailure error={feedback.error} what="Visitor feedback" message="Unable to load feedback" />
      ) : feedback.data.length === 0 ? (
        waitingList ? null : (
          <CardState kind="empty" message="No feedback yet" />
        )
      ) : (
        <Stack as="ul" gap="3" m="0" p="0">
          {feedback.data.map((item) => (
            <Box as="li" key={item.id} listStyleType="none" p="3" rounded="lg" bg="sand.50">
              <Flex gap="2" align="center" wrap="wrap" mb="1" fontSize="sm">
                <Text fontWeight="semibold">{item.authorName}</Text>
                <Badge size="sm" colorPalette={feedbackTypeStyle(item.feedbackType).palette} variant="subtle">
                  {feedbackTypeStyle(item.feedbackType).label}
                </Badge>
                <Text color="gray.700">{formatShortDate(item.createdAt)}</Text>
              </Flex>
              <Text fontSize="sm" whiteSpace="pre-line">
                {item.content}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
