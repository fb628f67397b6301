/**
 * The season check (issue #29 item 4): every seasonal dog rule of every beach, by the days until
 * its next season starts, with what it rests on and what an admin must check before then. A rule
 * is flagged when nobody has confirmed it since its last season began, when its order runs out
 * before the season ends, when its confidence will have fallen by the season's start, when it
 * rests on a press report (or nothing) only, or when one of its sources disagrees with it.
 *
 * Days are counted on the beaches' calendar (Europe/London); dates counted from Easter are
 * resolved for the year in question.
 */

import { SHORT_MONTHS as MONTHS } from '../clock/calendar-names.ts';
import { dayNumber } from '../clock/london-time.ts';
import {
  CONFIDENCES,
  type Confidence,
  type DogRuleEvidence,
  evidenceConfidence,
  lastConfirmed,
} from './dog-rule-evidence.ts';
import { type DogRule, type Occurrence, seasonsAround } from './dog-rules.ts';

export const SEASON_CHECK_FLAGS = [
  'never-confirmed',
  'not-confirmed-since-last-season',
  'order-expires',
  'confidence-falls',
  'press-report-only',
  'no-source',
  'source-disagrees',
] as const;
type SeasonCheckFlagCode = (typeof SEASON_CHECK_FLAGS)[number];

export interface SeasonCheckFlag {
  code: SeasonCheckFlagCode;
  /** Plain words for the admin: "Order expires 31 Mar 2027, before the season ends (30 Sep 2027)". */
  reason: string;
}

export interface SeasonCheckBeach {
  id: number;
  name: string;
  slug: string;
  dogRules: readonly DogRule[] | null;
}

export interface SeasonCheckRow {
  beachId: number;
  beachName: string;
  beachSlug: string;
  ruleIndex: number;
  rule: DogRule;
  /** The next season's first and last day (YYYY-MM-DD). */
  nextSeasonStart: string;
  nextSeasonEnd: string;
  daysUntilStart: number;
  /** Whether today falls within one of the rule's seasons (its hours aside). */
  inSeasonNow: boolean;
  lastConfirmed: string | null;
  /** The last day of the order's term, where a source gives one. */
  orderExpires: string | null;
  confidence: Confidence;
  /** Empty when nothing needs checking before the season starts. */
  flags: SeasonCheckFlag[];
}

const DAY_MS = 86_400_000;
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
/** "31 Mar 2027". */
function longDay(day: number): string {
  const date = new Date(day * DAY_MS);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const WEAK_KINDS: readonly DogRuleEvidence['kind'][] = [
  'press-report',
  'visitor-report',
  'guide-listing',
  'absent-from-list',
];

/** The earliest end of an order's term any source gives (the order, a council page, a press report of it), or null. */
function orderExpiry(evidence: readonly DogRuleEvidence[]): string | null {
  const days = evidence
    .map((e) => e.expires)
    .filter((d): d is string => d !== null)
    .sort();
  return days[0] ?? null;
}

function confirmationFlag(confirmed: string | null, lastStart: number | null): SeasonCheckFlag | null {
  if (confirmed === null) {
    return {
      code: 'never-confirmed',
      reason: 'Never confirmed: no source was read or seen on a recorded day',
    };
  }
  if (lastStart !== null && dayOf(confirmed) < lastStart) {
    return {
      code: 'not-confirmed-since-last-season',
      reason: `Not confirmed since last season (last confirmed ${longDay(dayOf(confirmed))})`,
    };
  }
  return null;
}

function sourceFlags(evidence: readonly DogRuleEvidence[]): SeasonCheckFlag[] {
  if (evidence.length === 0) return [{ code: 'no-source', reason: 'Rests on no source we can name' }];
  const flags: SeasonCheckFlag[] = [];
  if (evidence.every((e) => e.kind === 'press-report')) {
    flags.push({ code: 'press-report-only', reason: 'Rests on a press report only' });
  } else if (evidence.every((e) => WEAK_KINDS.includes(e.kind))) {
    flags.push({ code: 'press-report-only', reason: 'Rests on no official source or sign seen on site' });
  }
  const disagreeing = evidence.find((e) => e.says !== null);
  if (disagreeing) {
    flags.push({ code: 'source-disagrees', reason: `${disagreeing.title} says: ${disagreeing.says}` });
  }
  return flags;
}

/** What must be checked about one rule before its next season (empty: nothing). */
function flagsFor(
  evidence: readonly DogRuleEvidence[],
  today: number,
  next: Occurrence,
  lastStart: number | null,
): SeasonCheckFlag[] {
  const flags: SeasonCheckFlag[] = [];
  const confirmation = confirmationFlag(lastConfirmed(evidence), lastStart);
  if (confirmation) flags.push(confirmation);
  const expires = orderExpiry(evidence);
  if (expires !== null && dayOf(expires) < next.end) {
    flags.push({
      code: 'order-expires',
      reason:
        dayOf(expires) < today
          ? `Order expired ${longDay(dayOf(expires))}`
          : `Order expires ${longDay(dayOf(expires))}, before the season ends (${longDay(next.end)})`,
    });
  }
  const now = evidenceConfidence(evidence, today);
  const then = evidenceConfidence(evidence, next.start);
  if (CONFIDENCES.indexOf(then) < CONFIDENCES.indexOf(now)) {
    flags.push({
      code: 'confidence-falls',
      reason: `Confidence falls from ${now} to ${then} by ${longDay(next.start)}`,
    });
  }
  return [...flags, ...sourceFlags(evidence)];
}

/** One row per seasonal rule of these beaches, soonest season first (then by beach name). */
export function seasonCheck(
  beaches: readonly SeasonCheckBeach[],
  at: { year: number; month: number; day: number },
): SeasonCheckRow[] {
  const today = dayNumber(at.year, at.month, at.day);
  const rows: SeasonCheckRow[] = [];
  for (const beach of beaches) {
    (beach.dogRules ?? []).forEach((rule, ruleIndex) => {
      if (rule.period === 'all-year') return;
      const { current, previous, next } = seasonsAround(rule.period, today, at.year);
      if (!next) return;
      const evidence = rule.evidence ?? [];
      rows.push({
        beachId: beach.id,
        beachName: beach.name,
        beachSlug: beach.slug,
        ruleIndex,
        rule,
        nextSeasonStart: isoOf(next.start),
        nextSeasonEnd: isoOf(next.end),
        daysUntilStart: next.start - today,
        inSeasonNow: current !== null,
        lastConfirmed: lastConfirmed(evidence),
        orderExpires: orderExpiry(evidence),
        confidence: evidenceConfidence(evidence, today),
        flags: flagsFor(evidence, today, next, (current ?? previous)?.start ?? null),
      });
    });
  }
  return rows.sort(
    (a, b) =>
      a.daysUntilStart - b.daysUntilStart ||
      a.beachName.localeCompare(b.beachName) ||
      a.ruleIndex - b.ruleIndex,
  );
}
