/**
 * The week the "Best time to go" strip plans (issue #31 item 3): seven days from the address's
 * `at` (a planned moment, domain/clock/moment.ts) or else from today, each day's plan laid from
 * the beach's rules, its daylight and its tides (computed on the phone, offline). A day whose
 * tides are still being worked out is `null`.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Beach } from '../../../../domain/beaches/beach.ts';
import { londonIsoDate } from '../../../../domain/clock/london-time.ts';
import { parseMoment } from '../../../../domain/clock/moment.ts';
import { dogRulesOf } from '../../../../domain/dog-rules/dog-rules-legacy.ts';
import { rulesKnownUntil } from '../../../../domain/dog-rules/rule-calendar.ts';
import { type DayPlan, lowWatersOf, planDay } from '../../../../domain/planning/day-plan.ts';
import { daylight } from '../../../../domain/tides/daylight.ts';
import { tidesQuery } from '../../../data/queries/get-tides.ts';
import { useNow } from '../../../lib/use-now.ts';
import { addDays } from '../tides/tide-days.ts';

const PLAN_DAYS = 7;

/** The first day of the strip: the address's planned day, else today in London. */
export function usePlanStart(): string {
  const [params] = useSearchParams();
  // Only a new day moves the strip: nothing here reads the minute.
  const now = useNow(60_000, null);
  return parseMoment(params.get('at'))?.date ?? londonIsoDate(now);
}

export function useWeekPlan(beach: Beach, start: string): { date: string; plan: DayPlan | null }[] {
  const { latitude: lat, longitude: lng } = beach;
  const dates = Array.from({ length: PLAN_DAYS }, (_, i) => addDays(start, i));
  // One day after another: each prediction is a slice of main-thread work of its own, so the
  // tide card (which shares the first day) and a tap are never kept waiting behind all seven.
  const client = useQueryClient();
  const settled = (date: string) => client.getQueryState(tidesQuery(lat, lng, date).queryKey)?.status;
  const tides = useQueries({
    queries: dates.map((date, i) => ({
      ...tidesQuery(lat, lng, date),
      enabled: i === 0 || (settled(dates[i - 1]) ?? 'pending') !== 'pending',
    })),
  });
  const rules = dogRulesOf(beach);
  const knownUntil = rules ? rulesKnownUntil(rules) : null;
  return dates.map((date, i) => {
    const day = tides[i];
    if (day.isPending) return { date, plan: null };
    const plan = planDay({
      date,
      rules,
      knownUntil,
      daylight: daylight(Number(lat), Number(lng), date),
      // A tide that cannot be worked out is not known: the day says so and names no time.
      lowWaters: day.data ? lowWatersOf(day.data) : null,
    });
    return { date, plan };
  });
}
