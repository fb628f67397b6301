/**
 * What a waiting item's badge alone cannot say: how far its upload has got, why it waits, and
 * what the server said when it refused it — prominent, since that is what the user must fix.
 */
import { Box, Stack, Text } from '@chakra-ui/react';
import type { OutboxItemSummary } from '../../data/outbox/outbox.ts';
import { ProgressBar } from '../progress-bar.tsx';
import type { ItemState } from './use-item-state.ts';

export function StateDetails({ item, state }: { item: OutboxItemSummary; state: ItemState }) {
  const percent = state.progress === undefined ? null : Math.min(100, Math.round(state.progress * 100));
  const retrying = item.state === 'pending' || item.state === 'sending';
  const lines = [
    percent !== null && (
      <ProgressBar key="progress" percent={percent} label={`Sending ${item.label}`} height="1.5" />
    ),
    state.note && (
      <Text key="note" fontSize="sm" color="gray.700">
        {state.note}
      </Text>
    ),
    item.state === 'needs-attention' && item.lastError && (
      <Box key="refused" borderLeftWidth="3px" borderColor="red.600" bg="red.50" px="3" py="2" rounded="sm">
        <Text fontSize="xs" fontWeight="semibold" color="red.800" textTransform="uppercase">
          The server said
        </Text>
        <Text fontSize="sm" fontWeight="medium" color="gray.900">
          {item.lastError}
        </Text>
      </Box>
    ),
    // Parked for an account, the last try's answer (a 401) says no more than the badge.
    retrying && item.attempts > 0 && item.lastError && (
      <Text key="last-try" fontSize="sm" color="gray.600">
        Last try: {item.lastError}
      </Text>
    ),
  ].filter(Boolean);

  return lines.length > 0 ? (
    <Stack gap="1.5" alignSelf="stretch">
      {lines}
    </Stack>
  ) : null;
}
