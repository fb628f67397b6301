/**
 * One day of the strip: the day's sentence (its verdict in bold), its bar, and on a day with no
 * good time here, the nearest beach that has one.
 */
import { List, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import type { DayPlan } from '../../../../domain/planning/day-plan.ts';
import { describePlanFacts, planDayName, planVerdict } from '../../../../domain/planning/day-plan-words.ts';
import { NearestWindowLine } from './nearest-window-line.tsx';
import { PlanBar } from './plan-bar.tsx';
import { useDayPlan } from './use-week-plan.ts';

/** Days on which another beach is worth naming: the rules are known and shut out every good time. */
const looksElsewhere = (plan: DayPlan) => plan.outcome === 'no-dogs' || plan.outcome === 'no-overlap';

export function PlanDayRow({ beach, date, after }: { beach: Beach; date: string; after: string | null }) {
  const plan = useDayPlan(beach, date, after);
  return (
    <List.Item py="3" borderTopWidth="1px" borderColor="sand.200" data-testid="plan-day" data-date={date}>
      <Stack gap="2">
        <Text fontSize="sm" color="gray.900" data-testid="plan-sentence">
          <Text as="strong">{planDayName(date)}:</Text>{' '}
          {plan ? (
            <>
              {describePlanFacts(plan)} —{' '}
              <Text as="span" fontWeight="semibold" color={plan.best ? 'green.800' : 'gray.900'}>
                {planVerdict(plan)}
              </Text>
            </>
          ) : (
            'working out the tides…'
          )}
        </Text>
        {plan ? <PlanBar plan={plan} /> : <Skeleton h="9" aria-hidden />}
        {plan && looksElsewhere(plan) && <NearestWindowLine beach={beach} date={date} />}
      </Stack>
    </List.Item>
  );
}
