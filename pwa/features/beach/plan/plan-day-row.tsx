/**
 * One day of the strip: the day's sentence, its bar, and on a day with no good time here, the
 * nearest beach that has one.
 */
import { Box, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import type { DayPlan } from '../../../../domain/planning/day-plan.ts';
import { describePlanDay, planDayName } from '../../../../domain/planning/day-plan-words.ts';
import { NearestWindowLine } from './nearest-window-line.tsx';
import { PlanBar } from './plan-bar.tsx';

/** Days on which another beach is worth naming: the rules are known and shut out every good time. */
const looksElsewhere = (plan: DayPlan) => plan.outcome === 'no-dogs' || plan.outcome === 'no-overlap';

export function PlanDayRow({ beach, date, plan }: { beach: Beach; date: string; plan: DayPlan | null }) {
  return (
    <List.Item
      ps="3"
      borderStartWidth="4px"
      borderColor={plan?.best ? 'green.600' : 'gray.300'}
      data-testid="plan-day"
      data-date={date}
    >
      <Stack gap="1.5">
        <Text fontSize="sm" color="gray.900" data-testid="plan-sentence">
          <Text as="strong">{planDayName(date)}:</Text>{' '}
          {plan ? describePlanDay(plan) : 'working out the tides…'}
        </Text>
        {plan ? <PlanBar plan={plan} /> : <Skeleton h="9" aria-hidden />}
        {plan && looksElsewhere(plan) && (
          <Box>
            <NearestWindowLine beach={beach} date={date} />
          </Box>
        )}
      </Stack>
    </List.Item>
  );
}
