/**
 * A waiting item's state: a badge in plain words, the upload's progress while it is sent, and
 * what the server said when it refused it — prominent, since that is what the user must fix.
 */
import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import type { OutboxItemSummary } from '../../offline/outbox-runner.ts';
import { useOutboxStatus } from '../../offline/use-outbox.ts';
import { useSyncStatus } from '../../offline/use-sync-status.ts';
import { describeState } from './describe-state.ts';

function SendProgress({ fraction, label }: { fraction: number; label: string }) {
  const percent = Math.min(100, Math.round(fraction * 100));
  return (
    <Box
      role="progressbar"
      aria-label={`Sending ${label}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      h="1.5"
      rounded="full"
      bg="sea.100"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} bg="sea.500" rounded="full" transition="width 0.2s ease-out" />
    </Box>
  );
}

export function ItemState({ item, signedInId }: { item: OutboxItemSummary; signedInId: number | null }) {
  const progress = useOutboxStatus().progress[item.id];
  const { online } = useSyncStatus();
  const sending = progress !== undefined;
  const state = sending
    ? { words: 'Sending…', palette: 'sea' as const }
    : describeState(item, { online, signedInId });
  const refused = item.state === 'needs-attention';

  return (
    <Stack gap="1.5">
      <Box>
        <Badge colorPalette={state.palette} variant={refused ? 'solid' : 'subtle'} size="md">
          {state.words}
        </Badge>
      </Box>
      {sending && <SendProgress fraction={progress} label={item.label} />}
      {'note' in state && state.note && (
        <Text fontSize="sm" color="gray.700">
          {state.note}
        </Text>
      )}
      {refused && item.lastError && (
        <Box borderLeftWidth="3px" borderColor="red.600" bg="red.50" px="3" py="2" rounded="sm">
          <Text fontSize="xs" fontWeight="semibold" color="red.800" textTransform="uppercase">
            The server said
          </Text>
          <Text fontSize="sm" fontWeight="medium" color="gray.900">
            {item.lastError}
          </Text>
        </Box>
      )}
      {!refused && item.attempts > 0 && item.lastError && (
        <Text fontSize="sm" color="gray.600">
          Last try: {item.lastError}
        </Text>
      )}
    </Stack>
  );
}
