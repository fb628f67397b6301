/**
 * "Best time to go" (issue #31 item 3): seven days from the planned day (the address's `at`) or
 * today, each with the hours dogs may be on the sand, daylight and the low-tide windows on one
 * bar, and the best overlap said in words. Everything is worked out on the phone (tides are the
 * predictor's lazy chunk), so it works offline; the server's page holds its place (beach-page.tsx).
 */
import { List, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { planDayName } from '../../../../domain/planning/day-plan-words.ts';
import { SectionCard } from '../section-card.tsx';
import { PlanDayRow } from './plan-day-row.tsx';
import { PlanLegend } from './plan-legend.tsx';
import { usePlanDates } from './use-week-plan.ts';

export function BestTimeSection({ beach }: { beach: Beach }) {
  const dates = usePlanDates();
  return (
    <SectionCard title="Best time to go" icon="clock" id="best-time" data-testid="best-time">
      <Stack gap="4">
        <Text fontSize="sm" color="gray.700">
          When dogs may be on the sand, in daylight, within 1.5 hours of low water: 7 days from{' '}
          {planDayName(dates[0])}.
        </Text>
        <PlanLegend />
        <List.Root
          as="ol"
          listStyle="none"
          gap="4"
          aria-label={`Best time to go at ${beach.name}, day by day`}
        >
          {dates.map((date, i) => (
            <PlanDayRow key={date} beach={beach} date={date} after={dates[i - 1] ?? null} />
          ))}
        </List.Root>
        <Text fontSize="xs" color="gray.600">
          Worked out on your phone from the dog rules we hold, sunrise and sunset, and predicted tides. Check
          the signs on the day.
        </Text>
      </Stack>
    </SectionCard>
  );
}
