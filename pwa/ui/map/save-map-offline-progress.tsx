/** The progress bar and Cancel button shown while "Save map for offline" runs. */
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { Ref } from 'react';
import { formatBytes, type SaveProgress } from '../../data/tiles/save-map-offline.ts';

interface Props {
  progress: SaveProgress;
  cancelRef: Ref<HTMLButtonElement>;
  onCancel: () => void;
}

export function SaveMapOfflineProgress({ progress, cancelRef, onCancel }: Props) {
  const { done, total, bytes } = progress;
  return (
    <Stack gap="2">
      <Box
        role="progressbar"
        aria-label="Saving map for offline"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} tiles`}
        h="2"
        bg="sea.100"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" bg="sea.500" w={`${total ? (done / total) * 100 : 0}%`} transition="width 0.2s" />
      </Box>
      <Flex justify="space-between" align="center" gap="3">
        <Text fontSize="sm" color="gray.700">
          Saving map… {done} of {total} tiles
          {bytes > 0 && (
            <Text as="span" color="gray.600" whiteSpace="nowrap">
              {' '}
              · {formatBytes(bytes)}
            </Text>
          )}
        </Text>
        <Button ref={cancelRef} variant="ghost" colorPalette="sea" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </Flex>
    </Stack>
  );
}
