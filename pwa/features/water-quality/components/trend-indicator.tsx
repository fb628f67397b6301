import { Box, Text } from '@chakra-ui/react';
import type { WaterQualityTrend } from '../../../../domain/water-quality/water-quality-trend.ts';
import { TREND_STYLE } from '../water-quality-status.ts';

/** "3-day trend ↑ Improving" (the arrow is decoration; the word carries the meaning). */
export function TrendIndicator({ trend }: { trend: WaterQualityTrend }) {
  const { arrow, label, color } = TREND_STYLE[trend];
  return (
    <Text fontSize="sm" display="inline-flex" alignItems="center" gap="1.5">
      <Box as="span" color="gray.600">
        3-day trend:
      </Box>
      <Box as="span" color={color} fontWeight="semibold" display="inline-flex" alignItems="center" gap="1">
        <Box as="span" aria-hidden fontSize="md" lineHeight="1">
          {arrow}
        </Box>
        {label}
      </Box>
    </Text>
  );
}
