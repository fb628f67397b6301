/**
 * The week the "Best time to go" strip plans (issue #31 item 3): seven days from the address's
 * `at` (a planned moment, domain/clock/moment.ts) or else from today, each day's plan laid from
 * the beach's rules, its daylight and its tides (computed on the phone, offline).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { londonIsoDate } from '../../../../domain/clock/london-time.ts';
import { parseMoment } from '../../../../domain/clock/moment.ts';
import { dogRulesOf } from '../../../../domain/dog-rules/dog-rules-legacy.ts';
import { rulesKnownUntil } from '../../../../domain/dog-rules/rules-known-until.ts';
import { type DayPlan, lowWatersOf, planDay } from '../../../../domain/planning/day-plan.ts';
import { daylight } from '../../../../domain/tides/daylight.ts';
import { tidesQuery } from '../../../data/queries/get-tides.ts';
import { useNow } from '../../../lib/use-now.ts';
import { addDays } from '../tides/tide-days.ts';

const PLAN_DAYS = 7;

/** The strip's days: the address's planned day, else today in London, and the six after it. */
export function usePlanDates(): string[] {
  const [params] = useSearchParams();
  // Only a new day moves the strip: nothing here reads the minute.
  const now = useNow(60_000, null);
  const start = parseMoment(params.get('at'))?.date ?? londonIsoDate(now);
  return Array.from({ length: PLAN_DAYS }, (_, i) => addDays(start, i));
}

/**
 * One day's plan; null while its tides are being worked out. The days are predicted one after
 * another (`after`: the day before, whose tides come first), each a slice of main-thread work
 * of its own, so the tide card (which shares the first day) and a tap never wait behind all seven.
 * (One query per day rather than useQueries: that hook would join every page's runtime chunk.)
 */
export function useDayPlan(beach: Beach, date: string, after: string | null): DayPlan | null {
  const { latitude: lat, longitude: lng } = beach;
  const client = useQueryClient();
  const previous = after ? client.getQueryState(tidesQuery(lat, lng, after).queryKey)?.status : 'success';
  const tides = useQuery({ ...tidesQuery(lat, lng, date), enabled: (previous ?? 'pending') !== 'pending' });
  // The row re-renders when the day before settles: it watches that day too (its answer is cached).
  useQuery({ ...tidesQuery(lat, lng, after ?? date), enabled: false });
  if (tides.isPending) return null;
  const rules = dogRulesOf(beach);
  return planDay({
    date,
    rules,
    knownUntil: rules ? rulesKnownUntil(rules) : null,
    daylight: daylight(Number(lat), Number(lng), date),
    // A tide that cannot be worked out is not known: the day says so and names no time.
    lowWaters: tides.data ? lowWatersOf(tides.data) : null,
  });
}
