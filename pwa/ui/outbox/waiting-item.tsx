/**
 * One write still on the phone: what it is, when it was saved, its state, and what the user
 * can do — try it now, discard it, or (refused by the server) correct it and send it again, or
 * move it to another beach when its own was deleted while it waited.
 */
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { type OutboxItemSummary, useOutboxActions } from '../../data/outbox/outbox.ts';
import { DiscardConfirm } from './discard-confirm.tsx';
import { editableFields } from './editable-fields.ts';
import { MoveBeachDialog } from './move-beach-dialog.tsx';
import { beachIsGone, moveToBeach } from './move-to-beach.ts';
import { PhotoThumbnail } from './photo-thumbnail.tsx';
import { ResendForm } from './resend-form.tsx';
import { savedAt } from './saved-at.ts';
import { StateDetails } from './state-details.tsx';
import { useItemState } from './use-item-state.ts';

type Mode = 'view' | 'confirm-discard' | 'edit' | 'move';

export function WaitingItem({
  item,
  signedInId,
}: {
  item: OutboxItemSummary;
  /** Who is signed in (null: nobody; undefined: not known yet). */
  signedInId: number | null | undefined;
}) {
  const actions = useOutboxActions();
  const state = useItemState(item, signedInId);
  const [mode, setMode] = useState<Mode>('view');
  const [discarding, setDiscarding] = useState(false);
  const labelId = useId();
  const refused = item.state === 'needs-attention';
  const fields = refused ? editableFields(item) : [];
  const beachGone = beachIsGone(item);

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
      p={{ base: '3', sm: '4' }}
      rounded="xl"
      borderWidth="1px"
      borderColor={refused ? 'red.300' : 'sand.200'}
      bg="white"
      aria-labelledby={labelId}
    >
      <Stack gap="3">
        <HStack gap="3" align="start">
          {item.fileCount > 0 && <PhotoThumbnail item={item} />}
          <Stack gap="0.5" minW="0" flex="1">
            <Text as="h3" id={labelId} fontWeight="semibold" color="sea.900">
              {item.label}
            </Text>
            {item.summary && (
              <Text fontSize="sm" color="gray.800" truncate title={item.summary}>
                {item.summary}
              </Text>
            )}
            <Text fontSize="xs" color="gray.600">
              {savedAt(item.createdAt)}
            </Text>
          </Stack>
        </HStack>
        <Stack gap="1.5" align="start">
          <Badge colorPalette={state.palette} variant={refused ? 'solid' : 'subtle'} size="md">
            {state.words}
          </Badge>
          <StateDetails item={item} state={state} />
        </Stack>
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
        {mode === 'move' && (
          <MoveBeachDialog
            item={item}
            onMove={(destination) =>
              actions.resend(item.id, moveToBeach(item, destination === 'general' ? null : destination))
            }
            onClose={() => setMode('view')}
          />
        )}
        {(mode === 'view' || mode === 'move') && (
          <HStack gap="2" wrap="wrap" justify="flex-end">
            {beachGone && (
              <Button size="sm" colorPalette="sea" onClick={() => setMode('move')} aria-describedby={labelId}>
                Move to another beach
              </Button>
            )}
            {/* Its beach gone, the same words would only be refused again: it moves instead. */}
            {refused && !beachGone && fields.length > 0 && (
              <Button size="sm" colorPalette="sea" onClick={() => setMode('edit')} aria-describedby={labelId}>
                Edit and resend
              </Button>
            )}
            {/* Parked for an account, trying now changes nothing: signing in sends it. */}
            {!refused && !state.parked && (
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
