import { Box, Flex, Text } from '@chakra-ui/react';

/**
 * How far the upload has got. Once every byte is sent the server still has to resize the
 * photos, so the bar then says so instead of sitting at 100%.
 */
export function UploadProgress({ fraction, count }: { fraction: number; count: number }) {
  const percent = Math.min(100, Math.round(fraction * 100));
  const processing = percent >= 100;
  const label = processing
    ? 'Processing your photos...'
    : `Uploading ${count} ${count === 1 ? 'photo' : 'photos'}... ${percent}%`;
  return (
    <Box>
      <Flex justify="space-between" fontSize="sm" mb="1.5" color="gray.700">
        <Text aria-live="polite">{label}</Text>
        <Text fontWeight="semibold" color="sea.800" aria-hidden>
          {percent}%
        </Text>
      </Flex>
      <Box
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={label}
        h="2.5"
        rounded="full"
        bg="sea.100"
        overflow="hidden"
      >
        <Box
          h="full"
          w={`${percent}%`}
          rounded="full"
          bgGradient="to-r"
          gradientFrom="sea.500"
          gradientTo="sea.400"
          transition="width 0.2s ease-out"
        />
      </Box>
    </Box>
  );
}
