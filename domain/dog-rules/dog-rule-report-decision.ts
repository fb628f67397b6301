/**
 * What an admin's decision on a visitor's sign report does to a rule (issue #29 item 4): the
 * dated "sign seen on site" source a confirmed report adds, whether the rule is still the one
 * the visitor saw, and the confidence and last-checked day the beach then shows. Pure: the API
 * applies it, and the admin's Correct form pre-fills the same source.
 */

import type { BeachDogEvidence, DogRuleEvidence } from './dog-rule-evidence.ts';
import { type BeachProvenance, beachProvenance } from './dog-rule-evidence-now.ts';
import type { DogRule } from './dog-rules.ts';

export interface SignReport {
  verdict: 'agrees' | 'differs';
  signSays: string | null;
  signLocation: string | null;
  /** YYYY-MM-DD, or null when the photo gave no day. */
  photoTakenOn: string | null;
  /** The report's own day (YYYY-MM-DD), used when the photo gave none. */
  reportedOn: string;
}

const PREPOSITION =
  /^(at|by|on|in|near|beside|next|opposite|outside|inside|above|below|under|between|from|facing|along)\b/i;
const TITLE_MAX = 200;

/** "Sign at the car park" from "the car park" or "at the car park"; "Sign on the beach" with none. */
export function signTitle(location: string | null): string {
  const where = location?.trim().replace(/\s+/g, ' ');
  if (!where) return 'Sign on the beach';
  const title = PREPOSITION.test(where) ? `Sign ${where}` : `Sign at ${where}`;
  return title.slice(0, TITLE_MAX).trim();
}

/** The source a confirmed report adds: the sign, the day it was photographed, and what it says if it differs. */
export function signEvidence(report: SignReport, photoUrl: string | null): DogRuleEvidence {
  const says = report.verdict === 'differs' ? (report.signSays?.trim().slice(0, 300) ?? null) : null;
  return {
    kind: 'sign-on-site',
    title: signTitle(report.signLocation),
    url: photoUrl,
    published: null,
    seen: report.photoTakenOn ?? report.reportedOn,
    expires: null,
    says: says && says.length >= 3 ? says : null,
  };
}

/** A rule without its sources: what the visitor saw and what an admin may have changed since. */
const bare = ({ kind, zone, period, hours }: DogRule) => JSON.stringify({ kind, zone, period, hours });
export const sameRule = (a: DogRule, b: DogRule) => bare(a) === bare(b);

/** Sources a rule may hold at most (dog-rules-schema.ts). */
const EVIDENCE_LIMIT = 10;

/**
 * The evidence with the sign added: an earlier photo of the same sign gives way to the new one;
 * null when the list is full.
 */
export function withSign(
  evidence: readonly DogRuleEvidence[],
  sign: DogRuleEvidence,
): DogRuleEvidence[] | null {
  const kept = evidence.filter((e) => !(e.kind === 'sign-on-site' && e.title === sign.title));
  return kept.length < EVIDENCE_LIMIT ? [...kept, sign] : null;
}

/**
 * The confidence a beach shows, computed from its evidence, and the day its rules were last
 * checked: the newest of the day recorded so far and the newest day any source was read or seen.
 */
export function beachTrust(
  beach: BeachDogEvidence,
  now: Date,
  checkedBefore: string | null,
): BeachProvenance {
  const { validationConfidence, validationLastChecked: seen } = beachProvenance(beach, now);
  const days = [checkedBefore, seen].filter((d): d is string => d !== null).sort();
  return {
    validationConfidence,
    validationLastChecked: days.at(-1) ?? null,
  };
}
