/**
 * What a dog rule rests on, in plain words for dog owners (issue #29): one line per source ("Council
 * order (2024–2027), read 3 May 2026"), how sure that makes us ("Confirmed", "Unconfirmed — check
 * the signs"), whether the rule needs its signs checked this season, and what a disagreeing source
 * says. Working notes are the admin's and never come through here. Nothing reads the clock: the day
 * is passed in (on the beaches' calendar, Europe/London).
 */

import { dayNumber } from '../clock/london-time.ts';
import { formatDayMonth } from '../common/format.ts';
import {
  type BeachDogEvidence,
  beachDogRulesConfidence,
  type Confidence,
  type DogRuleEvidence,
  evidenceConfidence,
  lastConfirmed,
} from './dog-rule-evidence.ts';
import { type DogRule, seasonsAround } from './dog-rules.ts';

/** A day on the beaches' calendar (LondonMoment fits). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export interface EvidenceWords {
  /** "Council order (2024–2027), read 3 May 2026". */
  line: string;
  /** The source's own title, to show (linked where it has an address) with the line; null when the line names it. */
  title: string | null;
}

export const NO_SOURCE = "We have no source for this beach's dog rules — check the signs";
export const SEASON_CHECK_NOTICE = 'Not confirmed for this season — check the signs';
export const STRICTER_READING = 'Sources disagree — we follow the stricter reading';

/** The notice shows from this many days before a season starts (when the page's lead line names it). */
const NOTICE_DAYS_BEFORE = 30;

const yearOf = (iso: string | null) => iso?.slice(0, 4) ?? null;
const dayOfIso = (iso: string) =>
  dayNumber(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
/** "3 May 2026". */
const longDay = (iso: string) => formatDayMonth(`${iso.slice(0, 10)}T12:00:00Z`);

/** " (2024–2027)", " (until 2027)", " (2024)" or nothing: an order's term as far as its source gives it. */
function term(e: DogRuleEvidence): string {
  const from = yearOf(e.published);
  const to = yearOf(e.expires);
  if (from && to && from !== to) return ` (${from}–${to})`;
  if (to && !from) return ` (until ${to})`;
  return from ? ` (${from})` : '';
}

const published = (e: DogRuleEvidence) => (e.published ? `, ${yearOf(e.published)}` : '');
const read = (e: DogRuleEvidence) =>
  e.seen ? `, read ${longDay(e.seen)}` : ' — the day we read it is not recorded';

/**
 * One source in a line. `about` says what the source is evidence of: a rule, or (for a beach with
 * no rules) that dogs are free there all year.
 */
export function evidenceWords(e: DogRuleEvidence, about: 'rule' | 'no-rules' = 'rule'): EvidenceWords {
  const withTitle = (line: string) => ({ line, title: e.title });
  switch (e.kind) {
    case 'council-order':
      return withTitle(`Council order${term(e)}${read(e)}`);
    case 'landowner':
      return withTitle(`Landowner's rules${term(e)}${read(e)}`);
    case 'council-page':
      return withTitle(`Council web page${published(e)}${read(e)}`);
    case 'press-report':
      return { line: `Reported in ${e.title}${published(e)} — the order itself not yet read`, title: null };
    case 'sign-on-site': {
      if (!e.seen) return { line: `${e.title} — the day it was seen is not recorded`, title: null };
      // A sign with an address is a photo of it.
      return { line: `${e.title}, ${e.url ? 'photographed' : 'seen'} ${longDay(e.seen)}`, title: null };
    }
    case 'visitor-report':
      return withTitle(`Reported by a visitor${e.seen ? `, ${longDay(e.seen)}` : ''} — not yet confirmed`);
    case 'guide-listing':
      return withTitle(
        `${about === 'no-rules' ? 'Listed as dog-friendly' : 'Listed'} by a beach guide${published(e)} — not confirmed`,
      );
    case 'absent-from-list': {
      const year = yearOf(e.published);
      return withTitle(
        `Not on the council's ${year ? `${year} ` : ''}list of restricted beaches — not confirmed`,
      );
    }
  }
}

export interface TrustWords {
  confidence: Confidence;
  /** "Confirmed", "From the council, not yet checked on site", "Unconfirmed — check the signs". */
  words: string;
  /** The last day any source was read or seen, as "3 May 2026"; null when nobody recorded one. */
  lastConfirmed: string | null;
}

/**
 * How sure these sources make us of what they back, in plain words, on the day `at`. A confirmed
 * rule that needs its season check (needsSeasonCheck) was confirmed last season, not this one.
 */
export function trustWords(
  evidence: readonly DogRuleEvidence[],
  at: CalendarDay,
  seasonCheck = false,
): TrustWords {
  const confidence = evidenceConfidence(evidence, dayNumber(at.year, at.month, at.day));
  const last = lastConfirmed(evidence);
  const council = evidence.some((e) => e.kind === 'council-order' || e.kind === 'council-page');
  const words = {
    high: seasonCheck ? 'Confirmed last season' : 'Confirmed',
    medium: `From the ${council ? 'council' : 'landowner'}, not yet checked on site`,
    low: 'Unconfirmed — check the signs',
  }[confidence];
  return { confidence, words, lastConfirmed: last ? longDay(last) : null };
}

/**
 * The same for a whole beach: as sure as its least sure rule (beachDogRulesConfidence), in that
 * rule's words; with no rules, as sure as what says it has none.
 */
export function beachTrustWords(beach: BeachDogEvidence, at: CalendarDay, seasonCheck = false): TrustWords {
  const confidence = beachDogRulesConfidence(beach, dayNumber(at.year, at.month, at.day));
  const sets = beach.dogRules?.length
    ? beach.dogRules.map((rule) => rule.evidence ?? [])
    : [beach.dogRules ? (beach.unrestrictedEvidence ?? []) : []];
  const words = sets.map((evidence) => trustWords(evidence, at, seasonCheck));
  return words.find((w) => w.confidence === confidence) ?? words[0];
}

/**
 * Whether a seasonal rule should say SEASON_CHECK_NOTICE on `at`: it is during the rule's season or
 * within NOTICE_DAYS_BEFORE of its start, and nobody has read or seen a source for it since its
 * previous season ended (a sign seen on that season's last day is still that season's).
 */
export function needsSeasonCheck(rule: DogRule, at: CalendarDay): boolean {
  if (rule.period === 'all-year') return false;
  const today = dayNumber(at.year, at.month, at.day);
  const { current, previous, next } = seasonsAround(rule.period, today, at.year);
  const soon = next !== null && next.start - today <= NOTICE_DAYS_BEFORE;
  if (!current && !soon) return false;
  const confirmed = lastConfirmed(rule.evidence ?? []);
  if (confirmed === null) return true;
  return previous !== null && dayOfIso(confirmed) <= previous.end;
}

/** Each source that reads the rule otherwise, with what it says (the rule follows the stricter reading). */
export const disagreements = (evidence: readonly DogRuleEvidence[]) =>
  evidence.filter((e): e is DogRuleEvidence & { says: string } => e.says !== null);
