/**
 * Where to go instead on a day with no good time (issue #31 item 3): the nearby beaches worth
 * asking, nearest first, those whose rules are known and let dogs on for some of that day. The
 * caller works out each one's tides and daylight (planDay) and takes the first with a best
 * time. Pure, from the beaches the phone holds, so it answers offline.
 */
import { type DogRuleSource, dogRulesOf } from '../dog-rules/dog-rules-legacy.ts';
import { beachPoint, byDistance, type Distanced } from '../dog-rules/nearest-open-beaches.ts';
import { rulesKnownUntil } from '../dog-rules/rules-known-until.ts';
import { planDay } from './day-plan.ts';

/** Beyond this a beach is another day out, not a change of plan. */
export const NEAREST_WINDOW_MAX_METRES = 30_000;
/** How many beaches to work out tides for before saying none of the nearest has a time. */
const NEAREST_WINDOW_TRIES = 6;

type Candidate = DogRuleSource & { id: number; name: string; latitude: string; longitude: string };

/** Dogs may be on the beach for some of the day, by rules we know. */
export function dogsAllowedSomeOf<T extends DogRuleSource>(beach: T, date: string): boolean {
  const rules = dogRulesOf(beach);
  const knownUntil = rules ? rulesKnownUntil(rules) : null;
  const { dogs } = planDay({ date, rules, knownUntil, daylight: null, lowWaters: null });
  return dogs !== null && dogs.length > 0;
}

/** The beaches to try for a best time on `date`, nearest first. */
export function windowCandidates<T extends Candidate>(
  from: T,
  beaches: readonly T[],
  date: string,
): Distanced<T>[] {
  const origin = beachPoint(from);
  if (!origin) return [];
  return byDistance(
    origin,
    beaches.filter((b) => b.id !== from.id),
  )
    .filter((near) => near.metres <= NEAREST_WINDOW_MAX_METRES && dogsAllowedSomeOf(near.beach, date))
    .slice(0, NEAREST_WINDOW_TRIES);
}
