/**
 * One write still on the phone: what it is, when it was saved, its state, and what the user
 * can do — try it now, discard it, or (refused by the server) correct it and send it again.
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { OutboxItemSummary } from '../../offline/outbox-runner.ts';
import { formatSyncedAt } from '../../offline/use-sync-status.ts';
import { DiscardConfirm } from './discard-confirm.tsx';
import { editableFields } from './editable-fields.ts';
import { ItemState } from './item-state.tsx';
import { PhotoThumbnails } from './photo-thumbnails.tsx';
import { ResendForm } from './resend-form.tsx';
import { useOutboxActions } from './use-outbox-actions.ts';

type Mode = 'view' | 'confirm-discard' | 'edit';

export function WaitingItem({ item, signedInId }: { item: OutboxItemSummary; signedInId: number | null }) {
  const actions = useOutboxActions();
  const [mode, setMode] = useState<Mode>('view');
  const [discarding, setDiscarding] = useState(false);
  const labelId = useId();
  const refused = item.state === 'needs-attention';
  const fields = refused ? editableFields(item) : [];

  const discard = () => {
    setDiscarding(true);
    // Once it is gone the list drops this row; if it could not be removed, it stays as it was.
    actions.discard(item.id).catch(() => {
      setDiscarding(false);
      setMode('view');
    });
  };

  return (
    <Box
      as="li"
      listStyleType="none"
      p="4"
      rounded="xl"
      borderWidth="1px"
      borderColor={refused ? 'red.300' : 'sand.200'}
      bg="white"
      aria-labelledby={labelId}
    >
      <Stack gap="3">
        <Stack gap="0.5" minW="0">
          <Text as="h3" id={labelId} fontWeight="semibold" color="sea.900">
            {item.label}
          </Text>
          {item.summary && (
            <Text fontSize="sm" color="gray.800" truncate title={item.summary}>
              {item.summary}
            </Text>
          )}
          <Text fontSize="xs" color="gray.600">
            Saved {formatSyncedAt(item.createdAt)}
          </Text>
        </Stack>
        {item.fileCount > 0 && <PhotoThumbnails itemId={item.id} />}
        <ItemState item={item} signedInId={signedInId} />
        {mode === 'confirm-discard' && (
          <DiscardConfirm
            label={item.label}
            busy={discarding}
            onConfirm={discard}
            onCancel={() => setMode('view')}
          />
        )}
        {mode === 'edit' && (
          <ResendForm
            item={item}
            fields={fields}
            onResend={(change) => actions.resend(item.id, change)}
            onCancel={() => setMode('view')}
          />
        )}
        {mode === 'view' && (
          <HStack gap="2" wrap="wrap">
            {refused && fields.length > 0 && (
              <Button size="sm" colorPalette="sea" onClick={() => setMode('edit')} aria-describedby={labelId}>
                Edit and resend
              </Button>
            )}
            {/* Parked for an account, trying now changes nothing: signing in sends it. */}
            {!refused && item.state !== 'waiting-sign-in' && (
              <Button
                size="sm"
                variant="outline"
                colorPalette="sea"
                onClick={() => void actions.retry(item.id).catch(() => undefined)}
                disabled={item.state === 'sending'}
                aria-describedby={labelId}
              >
                Try again now
              </Button>
            )}
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => setMode('confirm-discard')}
              aria-describedby={labelId}
            >
              Discard
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
