/**
 * What a dog rule rests on (issue #29): each rule carries its evidence, and how far a dog owner
 * can trust it follows from that evidence by the written rule below, never by hand.
 *
 * A piece of evidence is one source: the order itself, a council or landowner page, a press report
 * of an order, a sign someone saw on site, a visitor's report, a beach guide's listing, or a
 * beach's absence from a list of restricted beaches. Each keeps the date someone read or saw it
 * where that was recorded, and none where it was not: no date is ever made up.
 *
 * No zod here (the browser computes confidence offline); the schema is in dog-rules-schema.ts.
 */

export const EVIDENCE_KINDS = [
  'council-order',
  'council-page',
  'landowner',
  'press-report',
  'sign-on-site',
  'visitor-report',
  'guide-listing',
  'absent-from-list',
] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

export interface DogRuleEvidence {
  kind: EvidenceKind;
  /** Plain words for dog owners: "North Devon Council dog control order 2024", "Sign at the car park". */
  title: string;
  url: string | null;
  /** The year or day the source itself gives (YYYY, YYYY-MM or YYYY-MM-DD); null when it gives none. */
  published: string | null;
  /** The day someone read the source or saw the sign (YYYY-MM-DD); null when nobody recorded it. */
  seen: string | null;
  /** For an order: the last day it is in force, where the source says (YYYY-MM-DD). */
  expires: string | null;
  /**
   * What this source says, in plain words, where it differs from the rule as listed (the rule then
   * follows the stricter reading): "no dogs at all times, 1 May – 30 Sep". Null when it agrees.
   */
  says: string | null;
}

export const CONFIDENCES = ['low', 'medium', 'high'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

/** Orders run three years; a council page read longer ago than that no longer vouches for one. */
const ORDER_TERM_DAYS = 3 * 365;
/** A sign counts as seen "this season" for a year after it was seen. */
const SIGN_DAYS = 365;
const OFFICIAL: readonly EvidenceKind[] = ['council-order', 'council-page', 'landowner'];

const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000);

/** Whether an order's term (where the source gives one) still runs on `today`. */
const inForce = (e: DogRuleEvidence, today: number) => e.expires === null || dayOf(e.expires) >= today;

/**
 * The written rule (issue #29 item 1):
 * - **high**: the order itself or the landowner's page, read on a recorded day within the order's
 *   term (and not more than three years ago where the term is not known); or a sign seen on site
 *   in the last year.
 * - **medium**: a council or landowner source whose term still runs, but not read on a recorded day
 *   or only as a council page (a news release, a list of beaches).
 * - **low**: anything else: a press report, a visitor's report, a guide's listing, a beach's absence
 *   from a list, an order past its term, or no source at all.
 */
export function evidenceConfidence(evidence: readonly DogRuleEvidence[], today: number): Confidence {
  const recent = (e: DogRuleEvidence, days: number) =>
    e.seen !== null && dayOf(e.seen) <= today && today - dayOf(e.seen) <= days;
  const high = evidence.some(
    (e) =>
      (e.kind === 'sign-on-site' && recent(e, SIGN_DAYS)) ||
      ((e.kind === 'council-order' || e.kind === 'landowner') &&
        inForce(e, today) &&
        recent(e, e.expires === null ? ORDER_TERM_DAYS : Number.POSITIVE_INFINITY) &&
        (e.expires === null || dayOf(e.seen as string) <= dayOf(e.expires))),
  );
  if (high) return 'high';
  const medium = evidence.some((e) => OFFICIAL.includes(e.kind) && inForce(e, today));
  return medium ? 'medium' : 'low';
}

/** The least of several confidences (a beach is as sure as its least sure rule). */
export const leastConfidence = (levels: readonly Confidence[]): Confidence =>
  levels.reduce<Confidence>(
    (least, c) => (CONFIDENCES.indexOf(c) < CONFIDENCES.indexOf(least) ? c : least),
    'high',
  );

/** The most recent day any of this evidence was read or seen (YYYY-MM-DD), or null. */
export function lastConfirmed(evidence: readonly DogRuleEvidence[]): string | null {
  const days = evidence.map((e) => e.seen).filter((d): d is string => d !== null);
  return days.sort().at(-1) ?? null;
}

/** The part of a beach that its dog-rule confidence depends on. */
export interface BeachDogEvidence {
  dogRules: readonly { evidence?: readonly DogRuleEvidence[] }[] | null;
  /** With no rules listed: what says dogs are free here all year (often only an absence from a list). */
  unrestrictedEvidence: readonly DogRuleEvidence[] | null;
}

/**
 * How sure we are of a beach's dog rules: as sure as its least sure rule; with no rules, as sure as
 * the evidence that there are none; with rules not known, low.
 */
export function beachDogRulesConfidence(beach: BeachDogEvidence, today: number): Confidence {
  if (beach.dogRules === null) return 'low';
  if (beach.dogRules.length === 0) return evidenceConfidence(beach.unrestrictedEvidence ?? [], today);
  return leastConfidence(beach.dogRules.map((rule) => evidenceConfidence(rule.evidence ?? [], today)));
}
