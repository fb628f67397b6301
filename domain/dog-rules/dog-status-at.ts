/**
 * The dogs at a planned moment (issue #31 item 2): "Sat 25 Apr, 14:00" answered by the same rules
 * as "now" (dog-rules-today.ts, dogs-allowed-today.ts), given that instant. Two things differ. The
 * words speak of that day, not today. And past the last day the rules' sources run to
 * (rulesKnownUntil: an order that expires) we do not know the rules, so the status says so and
 * the "dogs allowed" filter leaves the beach out rather than guess. No zod: the listing needs it on
 * the first visit.
 */

import { londonClock, londonDayNumber } from '../clock/london-time.ts';
import { type DogRule, dayLabel, ruleInForce } from './dog-rules.ts';
import { type DogRuleSource, dogRulesOf } from './dog-rules-legacy.ts';
import { type DogStatusToday, dogStatusToday } from './dog-rules-today.ts';
import { rulesKnownUntil } from './rules-known-until.ts';

/** The last day the rules are known, when `at` falls after it; null when they are known then. */
function unknownAfter(rules: readonly DogRule[], at: Date): number | null {
  const until = rulesKnownUntil(rules);
  return until !== null && londonDayNumber(at) > until ? until : null;
}

/** Today's words, said of the planned day. */
const THAT_DAY: Record<string, string> = {
  'Dogs welcome today': 'Dogs welcome that day',
  'Dogs welcome now': 'Dogs welcome at that time',
  'On a lead today': 'On a lead that day',
  'No dogs today': 'No dogs that day',
};

/** The short status for dogs at a planned instant, as the cards and map markers show it. */
export function dogStatusAt(rules: readonly DogRule[] | null, at: Date): DogStatusToday {
  const until = rules && unknownAfter(rules, at);
  if (until !== null && until !== undefined) {
    return { tone: 'unknown', label: `Rules after ${dayLabel(until)} not known — check the signs` };
  }
  const status = dogStatusToday(rules, at);
  return { ...status, label: THAT_DAY[status.label] ?? status.label };
}

/**
 * The listing's "dogs allowed" filter with a moment: no whole-beach ban in force at that instant
 * (a ban later that day does not leave the beach out: the owner asked about this time), and the
 * rules known on that day. Unknown rules leave the beach out, as they do today.
 */
export function dogsAllowedAt(beach: DogRuleSource, at: Date): boolean {
  const rules = dogRulesOf(beach);
  if (!rules || unknownAfter(rules, at) !== null) return false;
  const clock = londonClock(at);
  return !rules.some((rule) => rule.kind === 'no-dogs' && rule.zone === null && ruleInForce(rule, clock));
}
