/**
 * A beach's dog rules as calendar events (issue #31 item 4), before any iCalendar is written: the
 * feeds (api/services/calendar-feed-ics.ts) turn these into VEVENTs. Every event names the rule's
 * zone, its hours and what it rests on, with the day each source was read or that nobody recorded
 * it: a calendar entry is read out of context, so it carries its own evidence.
 *
 * An all-day season is one all-day event over the season. A season with daily hours is a daily
 * recurring event at those hours on the London clock; it is given as instants (UTC), one
 * recurring event per stretch in which London's offset does not change, so that it is exact in
 * every calendar without a VTIMEZONE of our writing. An all-year rule is one event over the span.
 *
 * Days are day numbers (days since 1970-01-01) of London dates, as in rule-calendar.ts.
 */

import { londonInstant } from '../clock/london-time.ts';
import type { DogRuleEvidence } from './dog-rule-evidence.ts';
import { clockMinutes, type DogRule, dayLabel, hoursLabel, type Occurrence } from './dog-rules.ts';
import { type RuleSeason, ruleSeasons } from './rule-calendar.ts';

const DAY_MS = 86_400_000;

/** What a feed needs of a beach: its rules as dogRulesOf reads them (null: not known). */
export interface FeedBeach {
  id: number;
  slug: string;
  name: string;
  rules: readonly DogRule[] | null;
}

interface EventText {
  /** Stable for this beach, rule and season: what the feed's UID is made from. */
  key: string;
  summary: string;
  description: string;
  /** The beach's page. */
  url: string;
}

/** All day from `startDay` to `endDay`, both included. */
interface AllDayEvent extends EventText {
  allDay: true;
  startDay: number;
  endDay: number;
}

/** From `start` to `end`, then again each day at the same instants, `count` times in all. */
export interface DailyEvent extends EventText {
  allDay: false;
  start: Date;
  end: Date;
  count: number;
}

export type RuleEvent = AllDayEvent | DailyEvent;

const dateOf = (day: number) => new Date(day * DAY_MS);
const yearOf = (day: number) => dateOf(day).getUTCFullYear();
/** "1 May 2026". */
export const longDayLabel = (day: number) => `${dayLabel(day)} ${yearOf(day)}`;
const dayOfIso = (iso: string) => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/** "1 May – 30 Sep 2026", or "1 Oct 2026 – 31 Mar 2027". */
function spanLabel(start: number, end: number): string {
  if (yearOf(start) === yearOf(end)) return `${dayLabel(start)} – ${longDayLabel(end)}`;
  return `${longDayLabel(start)} – ${longDayLabel(end)}`;
}

/** "read 12 Mar 2026" or "date read not recorded" (a sign: "seen …"). */
function readWords(e: DogRuleEvidence): string {
  const verb = e.kind === 'sign-on-site' ? 'seen' : 'read';
  if (!e.seen) return `date ${verb} not recorded`;
  return `${verb} ${longDayLabel(dayOfIso(e.seen))}`;
}

/** One line per source: its title, its address and the day it was read; what it says where it differs. */
export function sourceLines(evidence: readonly DogRuleEvidence[]): string[] {
  if (evidence.length === 0) return ['Source: none recorded — check the signs'];
  return evidence.flatMap((e) => {
    const line = [e.title, e.url, readWords(e)].filter(Boolean).join(' — ');
    return e.says ? [`Source: ${line}`, `  It says: ${e.says}`] : [`Source: ${line}`];
  });
}

function summaryOf(rule: DogRule, beach: FeedBeach): string {
  const what = rule.kind === 'no-dogs' ? 'No dogs' : 'Dogs on a lead';
  const allYear = rule.period === 'all-year' ? ' all year' : '';
  return `${what}${allYear}${rule.zone ? ` ${rule.zone}` : ''}: ${beach.name}`;
}

function descriptionOf(rule: DogRule, when: string, cutAt: number | null, pageUrl: string): string {
  const hours = hoursLabel(rule.hours);
  const cut = cutAt === null ? [] : [`The sources run to ${longDayLabel(cutAt)}; after that we do not know.`];
  return [
    `${rule.kind === 'no-dogs' ? 'No dogs' : 'Dogs on a lead'}.`,
    `Where: ${rule.zone ?? 'the whole beach'}`,
    `When: ${when}, ${hours ? `${hours} each day` : 'all day'}`,
    ...cut,
    ...sourceLines(rule.evidence ?? []),
    `Beach page: ${pageUrl}`,
  ].join('\n');
}

/** A daily window on the London clock, one recurring event per stretch with the same UTC instants. */
function dailyPieces(hours: { from: string; to: string }, span: Occurrence) {
  const from = clockMinutes(hours.from);
  const to = clockMinutes(hours.to);
  const pieces: { firstDay: number; start: Date; end: Date; count: number }[] = [];
  let last: { key: string; piece: (typeof pieces)[number] } | null = null;
  const at = (d: Date, minutes: number) =>
    londonInstant(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), minutes);
  for (let day = span.start; day <= span.end; day += 1) {
    const date = dateOf(day);
    const start = at(date, from);
    // A window past midnight ends on the next day.
    const end = at(to > from ? date : dateOf(day + 1), to);
    const key = `${start.getTime() - day * DAY_MS}/${end.getTime() - start.getTime()}`;
    if (last && last.key === key) last.piece.count += 1;
    else {
      last = { key, piece: { firstDay: day, start, end, count: 1 } };
      pieces.push(last.piece);
    }
  }
  return pieces;
}

function ruleKey(beach: FeedBeach, rule: DogRule): string {
  return [beach.id, rule.kind, rule.zone ?? '', JSON.stringify(rule.period), JSON.stringify(rule.hours)].join(
    '|',
  );
}

/** The span the events cover, and the last day the rules' sources run to (rulesKnownUntil), if any. */
export interface EventSpan {
  from: number;
  to: number;
  knownUntil: number | null;
}

/** "all year (shown here from … to …)", or the season. */
const whenWords = (allYear: boolean, span: Occurrence) =>
  allYear
    ? `all year (shown here from ${longDayLabel(span.start)} to ${longDayLabel(span.end)})`
    : spanLabel(span.start, span.end);

interface Context {
  beach: FeedBeach;
  span: EventSpan;
  /** The last day shown: the span's end, or the day the sources run to if that is sooner. */
  last: number;
  pageUrl: string;
}

/** One season of one rule as events: one all-day event, or a daily one per stretch of London's clock. */
function seasonEvents(
  season: RuleSeason,
  { beach, span: { from, to, knownUntil }, last, pageUrl }: Context,
): RuleEvent[] {
  const { rule } = season;
  const allYear = rule.period === 'all-year';
  const whole = allYear ? { start: from, end: last } : season;
  const cut = knownUntil !== null && whole.end > knownUntil;
  const span = { start: whole.start, end: cut ? (knownUntil as number) : whole.end };
  const text = {
    summary: summaryOf(rule, beach),
    description: descriptionOf(
      rule,
      whenWords(allYear, span),
      cut || (allYear && last < to) ? span.end : null,
      pageUrl,
    ),
    url: pageUrl,
  };
  const key = `${ruleKey(beach, rule)}|${allYear ? 'all-year' : span.start}`;
  if (rule.hours === 'all-day') {
    const event: AllDayEvent = { key, ...text, allDay: true, startDay: span.start, endDay: span.end };
    return [event];
  }
  return dailyPieces(rule.hours, span).map(
    ({ firstDay, start, end, count }): DailyEvent => ({
      key: `${key}|${firstDay}`,
      ...text,
      allDay: false,
      start,
      end,
      count,
    }),
  );
}

/**
 * The events of one beach's rules over `span.from`–`span.to` (both included), in order of start:
 * every season that overlaps it, whole, and an all-year rule over the span itself; nothing after
 * the day the sources run to (a season then ends there, and says so). `pageUrl` is the beach's page.
 */
export function ruleEvents(beach: FeedBeach, span: EventSpan, pageUrl: string): RuleEvent[] {
  const last = span.knownUntil === null ? span.to : Math.min(span.to, span.knownUntil);
  if (last < span.from) return [];
  const context = { beach, span, last, pageUrl };
  return ruleSeasons(beach.rules ?? [], span.from, last).flatMap((season) => seasonEvents(season, context));
}
