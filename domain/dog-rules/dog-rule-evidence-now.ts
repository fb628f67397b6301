/**
 * A beach's provenance as a dog owner sees it today (issue #29): the confidence its evidence
 * earns on London's date, and the last day anyone read or saw a source for it. The API, the
 * seed and the dataset test all ask here, so the level a phone shows is never one typed by hand.
 */

import { londonDayNumber } from '../clock/london-time.ts';
import {
  type BeachDogEvidence,
  beachDogRulesConfidence,
  type Confidence,
  type DogRuleEvidence,
  lastConfirmed,
} from './dog-rule-evidence.ts';

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
