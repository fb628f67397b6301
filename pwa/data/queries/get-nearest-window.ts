/**
 * The nearest beach with a best time to go on a day the beach in hand has none (issue #31 item 3):
 * from every beach the phone holds (the mirror, offline), nearest first, each candidate's own
 * tides (computed here, the predictor's lazy chunk) and daylight laid over its rules until one has
 * a stretch. Computed, not fetched; null when none of the nearest has one.
 */
import { useQuery } from '@tanstack/react-query';
import type { DogRuleSource } from '../../../domain/dog-rules/dog-rules-legacy.ts';
import { dogRulesOf } from '../../../domain/dog-rules/dog-rules-legacy.ts';
import { rulesKnownUntil } from '../../../domain/dog-rules/rules-known-until.ts';
import { type DayPlan, lowWatersOf, planDay } from '../../../domain/planning/day-plan.ts';
import { windowCandidates } from '../../../domain/planning/nearest-window.ts';
import { daylight } from '../../../domain/tides/daylight.ts';
import { allBeachesQuery } from './get-all-beaches.ts';
import { tidesQuery } from './get-tides.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

type Placed = DogRuleSource & { id: number; name: string; slug: string; latitude: string; longitude: string };

export interface NearestWindow {
  beach: { id: number; name: string; slug: string };
  metres: number;
  plan: DayPlan;
}

const nearestWindowQuery = (from: Placed, date: string) =>
  defineQuery({
    key: queryKeys.beaches.nearestWindow(from.id, date),
    policy: 'on-device',
    compute: async ({ client }): Promise<NearestWindow | null> => {
      const beaches: readonly Placed[] = await client.fetchQuery(allBeachesQuery());
      for (const { beach, metres } of windowCandidates(from, beaches, date)) {
        const tides = await client
          .fetchQuery(tidesQuery(beach.latitude, beach.longitude, date))
          .catch(() => null);
        if (!tides) continue;
        const rules = dogRulesOf(beach);
        const plan = planDay({
          date,
          rules,
          knownUntil: rules ? rulesKnownUntil(rules) : null,
          daylight: daylight(Number(beach.latitude), Number(beach.longitude), date),
          lowWaters: lowWatersOf(tides),
        });
        if (plan.best) return { beach: { id: beach.id, name: beach.name, slug: beach.slug }, metres, plan };
      }
      return null;
    },
    failure: 'Nearby beaches unavailable',
    // The beaches come from the mirror and the tides are computed: no network needed.
    networkMode: 'always',
    ...QUERY_TIMINGS.tides,
  });

export const useNearestWindow = (from: Placed, date: string, enabled: boolean) =>
  useQuery({ ...nearestWindowQuery(from, date), enabled });
