import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { TideCurveChart } from './tide-curve-chart.tsx';
import {
  type CurveExtreme,
  type CurvePoint,
  curveSummary,
  lowWaterWindows,
  makeScales,
} from './tide-curve-geometry.ts';

export interface TideCurveProps {
  /** The day's heights in time order (GET /api/tides/curve → points, or predictCurve offline). */
  points: CurvePoint[];
  /** The day's highs and lows; `minor` ones (double tides) get a hollow dot and no label. */
  extremes: CurveExtreme[];
  /** Marked on the curve when it falls inside the day. */
  now?: Date;
  /** Hours either side of each main low water shaded as time on the sand (default 1.5). */
  lowWaterWindowHours?: number;
  /** Accessible name of the picture, e.g. "Tide curve for Croyde Bay, Wednesday 1 July". */
  label?: string;
}

/**
 * A 24-hour tide curve (23 or 25 hours on clock-change days): hours along, metres above
 * chart datum up, the hours around low water shaded — when the sand is uncovered for a walk
 * — and now marked. Screen readers get the same facts as a sentence.
 */
export function TideCurve({
  points,
  extremes,
  now,
  lowWaterWindowHours = 1.5,
  label = 'Tide curve for the day',
}: TideCurveProps) {
  const summaryId = useId();
  if (points.length < 2) return null;
  const scales = makeScales(points);
  const windows = lowWaterWindows(extremes, lowWaterWindowHours, scales);
  const nowInDay = now && now.getTime() >= scales.t0 && now.getTime() <= scales.t1 ? now : undefined;

  return (
    <Box>
      <TideCurveChart
        points={points}
        extremes={extremes}
        windows={windows}
        scales={scales}
        now={nowInDay}
        label={label}
        summaryId={summaryId}
      />
      <Flex columnGap="4" rowGap="1" mt="1" wrap="wrap" fontSize="xs" color="gray.700" aria-hidden="true">
        <Flex align="center" gap="1.5">
          <Box w="3" h="3" rounded="sm" bg="sand.200" />
          <Text>Sand uncovered (±{lowWaterWindowHours} h of low water)</Text>
        </Flex>
        <Flex align="center" gap="1.5">
          <Box w="3" h="0.5" bg="sea.600" />
          <Text>Height above chart datum</Text>
        </Flex>
      </Flex>
      <VisuallyHidden id={summaryId}>{curveSummary(points, extremes, windows, nowInDay)}</VisuallyHidden>
    </Box>
  );
}
