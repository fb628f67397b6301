import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useOutboxStatus } from '../../data/outbox/outbox.ts';
import type { UploadStage } from '../../data/writes/upload-photos.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';

/**
 * How far each photo has got: made smaller on the phone, waiting its turn, uploading (a bar per
 * photo), then with the server, which still resizes it before it answers.
 */
export function UploadProgress({
  stage,
  itemIds,
  names,
}: {
  stage: UploadStage;
  itemIds: string[];
  names: string[];
}) {
  const { progress } = useOutboxStatus();
  if (stage === 'preparing' || itemIds.length === 0) {
    return (
      <Text fontSize="sm" color="gray.700" aria-live="polite">
        Preparing {names.length === 1 ? 'your photo' : `${names.length} photos`}...
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="3" m="0" p="0" listStyleType="none" aria-label="Upload progress">
      {itemIds.map((id, index) => {
        const fraction = progress[id];
        const percent = fraction === undefined ? 0 : Math.min(100, Math.round(fraction * 100));
        const status =
          fraction === undefined
            ? 'Waiting its turn'
            : percent >= 100
              ? 'Processing...'
              : `Uploading ${percent}%`;
        const name = names[index] ?? `Photo ${index + 1}`;
        return (
          <Box as="li" key={id}>
            <Flex justify="space-between" gap="3" fontSize="sm" mb="1" color="gray.700">
              <Text truncate minW="0">
                Photo {index + 1}: {name}
              </Text>
              <Text flexShrink={0} fontWeight="semibold" color="sea.800" aria-live="polite">
                {status}
              </Text>
            </Flex>
            <ProgressBar percent={percent} label={`Photo ${index + 1} upload progress`} />
          </Box>
        );
      })}
    </Stack>
  );
}
