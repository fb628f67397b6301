/**
 * When words made of the time stop being true: the first moment a beach's dog rules may read
 * otherwise on the London clock. The server's page carries it (pwa/lib/render-environment.ts),
 * so that it is kept, and the app left unstarted, until then.
 */

import { londonClock, londonInstant } from '../clock/london-time.ts';
import { clockMinutes, type DogRule } from './dog-rules.ts';
import { type DogRuleSource, dogRulesOf } from './dog-rules-legacy.ts';

/**
 * The first moment at which words made of these rules and the time may read otherwise: the start
 * or end of a rule's hours today, or London midnight, whichever comes first. Every wording of the
 * rules (the page's lead line, today's status, the list's "in force now") depends only on the
 * London date and minute, and within a day can change only where a rule's hours begin or end, so
 * nothing changes before this moment (it may be one at which nothing does: a rule that does not
 * hold today still has its hours counted).
 */
export function dogRulesChangeAt(rules: readonly DogRule[] | null, now: Date): Date {
  const at = londonClock(now);
  let next = 24 * 60;
  for (const rule of rules ?? []) {
    if (rule.hours === 'all-day') continue;
    for (const edge of [clockMinutes(rule.hours.from), clockMinutes(rule.hours.to)]) {
      if (edge > at.minutes && edge < next) next = edge;
    }
  }
  return londonInstant(at.year, at.month, at.day, next);
}

/** The next London midnight after `now`: when words of the date ("today", a date's year) change. */
export const nextLondonMidnight = (now: Date) => dogRulesChangeAt(null, now);

/** The same for a beach, from whichever form its rules are kept in. */
export const beachDogRulesChangeAt = (beach: DogRuleSource, now: Date) =>
  dogRulesChangeAt(dogRulesOf(beach), now);
