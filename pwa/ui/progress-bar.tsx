/** A slim determinate progress bar (an upload's share sent), named for screen readers. */
import { Box } from '@chakra-ui/react';

export function ProgressBar({
  percent,
  label,
  height = '2',
}: {
  percent: number;
  label: string;
  height?: string;
}) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      h={height}
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
  );
}
