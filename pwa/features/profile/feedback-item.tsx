/**
 * One of the user's feedback entries (spec §4): read, edit inline then Save or Cancel, or
 * delete after confirming.
 */
import { Badge, Box, Button, Field, Flex, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { formatShortDate } from '../../../domain/common/format.ts';
import { failureMessage, savedOnPhone } from '../../data/outbox/outbox.ts';
import type { MyFeedback } from '../../data/queries/get-my-feedback.ts';
import { useDeleteFeedback } from '../../data/writes/delete-feedback.ts';
import { useUpdateFeedback } from '../../data/writes/update-feedback.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { feedbackTypeStyle } from '../../ui/feedback-type.ts';
import { notify } from '../../ui/toaster.tsx';
import { WaitingBadge } from '../../ui/waiting-badge.tsx';

/**
 * `waitingEdit`: an edit of it still on the phone (shown in place of the server's text).
 */
export function FeedbackItem({ item, waitingEdit }: { item: MyFeedback; waitingEdit?: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateFeedback();
  const remove = useDeleteFeedback();
  const type = feedbackTypeStyle(item.feedbackType);
  const headingId = useId();
  const about = item.beachName ?? (item.beachId ? 'A beach' : 'General feedback');

  const save = () => {
    if (draft === null || !draft.trim()) return;
    void update.save(item, draft.trim()).then((outcome) => {
      if (!outcome) return;
      if (outcome.status === 'sent') notify('Feedback updated', 'Your changes have been saved.');
      else if (outcome.status === 'queued')
        notify('Edit saved on your phone', `${savedOnPhone(outcome.item)}.`);
      else {
        notify(
          'Update failed',
          failureMessage(outcome, 'Failed to update feedback. Please try again.'),
          'destructive',
        );
        return;
      }
      setDraft(null);
    });
  };
  const confirmDelete = () =>
    void remove.remove(item).then((outcome) => {
      if (!outcome) return;
      if (outcome.status === 'sent') notify('Feedback deleted', 'Your feedback has been removed.');
      else if (outcome.status === 'queued')
        notify(
          'Deletion saved on your phone',
          `${savedOnPhone(outcome.item)}. The feedback is removed then.`,
        );
      else {
        notify(
          'Delete failed',
          failureMessage(outcome, 'Failed to delete feedback. Please try again.'),
          'destructive',
        );
        return;
      }
      setConfirming(false);
    });

  return (
    <Box as="li" listStyleType="none" p="4" rounded="xl" borderWidth="1px" borderColor="sand.200" bg="white">
      <Flex justify="space-between" align="start" gap="3" wrap="wrap" mb="2">
        <Stack gap="1">
          <Text as="h3" id={headingId} fontWeight="semibold" color="sea.900">
            {about}
          </Text>
          <HStack gap="2" wrap="wrap" fontSize="xs">
            <Badge colorPalette={type.palette} variant="subtle">
              {type.label}
            </Badge>
            <Badge colorPalette={item.isPublic ? 'green' : 'gray'} variant="outline">
              {item.isPublic ? 'Public' : 'Private'}
            </Badge>
            <Text color="gray.600">{formatShortDate(item.createdAt)}</Text>
            {waitingEdit !== undefined && <WaitingBadge>Edit waiting to send</WaitingBadge>}
          </HStack>
        </Stack>
        {draft === null && (
          <HStack gap="1">
            <Button
              size="sm"
              variant="ghost"
              colorPalette="sea"
              onClick={() => setDraft(waitingEdit ?? item.content)}
              aria-describedby={headingId}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => setConfirming(true)}
              aria-describedby={headingId}
            >
              Delete
            </Button>
          </HStack>
        )}
      </Flex>
      {draft === null ? (
        <Text fontSize="sm" color="gray.800" whiteSpace="pre-line">
          {waitingEdit ?? item.content}
        </Text>
      ) : (
        <Stack gap="3">
          <Field.Root>
            <Field.Label srOnly>Edit your feedback</Field.Label>
            <Textarea
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              rows={4}
              maxLength={5000}
              bg="white"
              autoFocus
            />
          </Field.Root>
          <HStack gap="2" justify="end">
            <Button size="sm" variant="outline" onClick={() => setDraft(null)} disabled={update.isPending}>
              Cancel
            </Button>
            <Button size="sm" colorPalette="sea" onClick={save} disabled={update.isPending || !draft.trim()}>
              {update.isPending ? 'Saving...' : 'Save'}
            </Button>
          </HStack>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete this feedback?"
        body="It will be removed from your profile and from the beach page. This can't be undone."
        confirmLabel="Delete feedback"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
