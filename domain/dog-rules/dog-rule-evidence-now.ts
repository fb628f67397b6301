/**
 * A beach's provenance as a dog owner sees it today (issue #29): the confidence its evidence
 * earns on London's date, and the last day anyone read or saw a source for it. The API, the
 * seed and the dataset test all ask here, so the level a phone shows is never one typed by hand.
 */
import { londonClock } from './dog-access-now.ts';
import {
  type BeachDogEvidence,
  beachDogRulesConfidence,
  type Confidence,
  type DogRuleEvidence,
  lastConfirmed,
} from './dog-rule-evidence.ts';
import { dayNumber } from './dog-rules.ts';

// The date changes only at a minute's turn; reading London's clock for each of 180 beaches on
// every listing took 4 ms a request.
let lastMinute = { minute: Number.NaN, day: 0 };

/** Today's day number (days since 1970-01-01) on the beaches' clock. */
export function londonDayNumber(now: Date): number {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute.minute) {
    const { year, month, day } = londonClock(now);
    lastMinute = { minute, day: dayNumber(year, month, day) };
  }
  return lastMinute.day;
}

/** Every source a beach holds: its rules' evidence and what says it has none. */
export const beachEvidence = (beach: BeachDogEvidence): DogRuleEvidence[] => [
  ...(beach.dogRules ?? []).flatMap((rule) => rule.evidence ?? []),
  ...(beach.unrestrictedEvidence ?? []),
];

export interface BeachProvenance {
  validationConfidence: Confidence;
  /** The last day a source was read or a sign seen; null when nobody recorded one. */
  validationLastChecked: string | null;
}

/** The confidence and last check a beach's evidence gives at `now`. */
export function beachProvenance(beach: BeachDogEvidence, now: Date): BeachProvenance {
  return {
    validationConfidence: beachDogRulesConfidence(beach, londonDayNumber(now)),
    validationLastChecked: lastConfirmed(beachEvidence(beach)),
  };
}
