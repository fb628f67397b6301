/**
 * The one line a beach page leads with: may my dog go on this beach right now, and where not?
 * Computed from the beach's rules list and a moment in time, read on the clock of the beaches
 * (domain/clock/london-time.ts). Pure: no I/O, so the page can answer offline, and any moment
 * can be asked about, not only now.
 */

import { londonClock } from '../clock/london-time.ts';
import { type DogRuleSource, dogRulesOf, unknownDogRules } from './dog-rules-legacy.ts';
import { describeRules } from './dog-rules-wording.ts';

export type { DogRuleSource } from './dog-rules-legacy.ts';

/** 'unknown': no rule and no source, so nothing to say dogs are welcome (or not). */
export type DogAccessNowState = 'allowed' | 'banned' | 'restricted' | 'lead' | 'unknown';

export interface DogAccessNow {
  state: DogAccessNowState;
  message: string;
}

/** Whether dogs may be on the beach at `now`, with the sentence that says so (naming the zones). */
export function dogAccessNow(beach: DogRuleSource, now: Date): DogAccessNow {
  const rules = dogRulesOf(beach);
  if (rules) return describeRules(rules, londonClock(now));
  return unknownDogRules(beach) === 'season-without-dates'
    ? { state: 'restricted', message: 'Seasonal dog ban (dates not recorded) — check local signs' }
    : { state: 'unknown', message: 'Dog rules not known — check the signs' };
}
