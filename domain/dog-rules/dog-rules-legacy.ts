/**
 * The spec's single-period dog fields (dogAccessStatus, dogRestrictionStart/End/Hours,
 * dogOnLeadRequired) and the rules list, each from the other. The list is the truth; the old
 * fields stay filled for API clients that read them, derived from the list so that they never
 * claim more freedom than it: one period can only be the widest the rules cover. A beach stored
 * before the list existed (an old offline copy, a row not yet given its rules) is read through
 * the other direction.
 */
import type { AccessType, Beach } from '../beaches/beach.ts';
import { dayNumber } from '../clock/london-time.ts';
import {
  clockMinutes,
  type DogRule,
  type DogRuleHours,
  type DogRulePeriod,
  type RuleDay,
} from './dog-rules.ts';

type LegacyDogFields = Pick<
  Beach,
  'accessType' | 'dogAccessStatus' | 'dogRestrictionStart' | 'dogRestrictionEnd' | 'dogRestrictionHours'
> &
  Pick<Beach, 'dogOnLeadRequired'>;

/** What a beach may carry of its rules: the list, and the spec's fields (all that an old copy has). */
type RulesAsStored = Pick<Beach, 'accessType'> &
  Partial<Omit<LegacyDogFields, 'accessType'>> & { dogRules?: readonly DogRule[] | null };

/** A beach's rules as stored, with the page they rest on (null when we have none). */
export type DogRuleSource = RulesAsStored & Pick<Beach, 'validationSourceUrl'>;

const STATUS_FROM_ACCESS: Record<AccessType, NonNullable<Beach['dogAccessStatus']>> = {
  'year-round': 'allowed',
  seasonal: 'seasonal_ban',
  restricted: 'restricted',
  'no-dogs': 'year_round_ban',
};
const ACCESS_FROM_STATUS: Record<NonNullable<Beach['dogAccessStatus']>, AccessType> = {
  allowed: 'year-round',
  seasonal_ban: 'seasonal',
  restricted: 'restricted',
  year_round_ban: 'no-dogs',
};

/** Easter Sunday falls between 22 March and 25 April. */
const EARLIEST_EASTER = dayNumber(2001, 3, 22);
const LATEST_EASTER = dayNumber(2001, 4, 25);
/** The single period is worked out on a leap year's days, so that 29 Feb has its place. */
const YEAR_START = dayNumber(2000, 1, 1);
const YEAR_DAYS = 366;

function monthDayOf(day: number): string {
  const date = new Date(day * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** One MM-DD for an end of a period: a day counted from Easter becomes its widest reach over all years. */
function legacyDay(day: RuleDay, end: 'from' | 'to'): string {
  if (typeof day === 'string') return day;
  return monthDayOf((end === 'from' ? EARLIEST_EASTER : LATEST_EASTER) + day.daysFromEaster);
}

const dayOfYear = (monthDay: string) =>
  dayNumber(2000, Number(monthDay.slice(0, 2)), Number(monthDay.slice(3, 5))) - YEAR_START;

const crossesMidnight = (hours: DogRuleHours) =>
  hours !== 'all-day' && clockMinutes(hours.from) > clockMinutes(hours.to);

/**
 * The one period that holds every day any of the rules holds: the year less its longest stretch
 * that none of them touches (shorter gaps between seasons are filled in, the stricter reading).
 * When the period is to hold all day, a window past midnight reaches into the day after its
 * season. Null when there are no rules.
 */
function widestPeriod(
  rules: readonly DogRule[],
  allDay: boolean,
): { from: string; to: string } | 'all-year' | null {
  if (rules.length === 0) return null;
  const held = new Array<boolean>(YEAR_DAYS).fill(false);
  for (const { period, hours } of rules) {
    if (period === 'all-year') return 'all-year';
    const from = dayOfYear(legacyDay(period.from, 'from'));
    let to = dayOfYear(legacyDay(period.to, 'to'));
    if (to < from) to += YEAR_DAYS;
    if (allDay && crossesMidnight(hours)) to += 1;
    for (let d = from; d <= Math.min(to, from + YEAR_DAYS - 1); d++) held[d % YEAR_DAYS] = true;
  }
  // The longest run of days no rule holds, going round the year end.
  let gap = { start: -1, length: 0 };
  for (let start = 0; start < YEAR_DAYS; start++) {
    if (held[start] || !held[(start + YEAR_DAYS - 1) % YEAR_DAYS]) continue;
    let length = 0;
    while (!held[(start + length) % YEAR_DAYS]) length++;
    if (length > gap.length) gap = { start, length };
  }
  if (gap.length === 0) return 'all-year';
  const day = (n: number) => monthDayOf(YEAR_START + (n % YEAR_DAYS));
  return { from: day(gap.start + gap.length), to: day(gap.start + YEAR_DAYS - 1) };
}

/** The rules' daily window when they all share one, else all day. */
function sharedHours(rules: readonly DogRule[]): DogRuleHours {
  const [first, ...rest] = rules.map((r) => r.hours);
  if (!first) return 'all-day';
  const same = rest.every((h) => JSON.stringify(h) === JSON.stringify(first));
  return same ? first : 'all-day';
}

function legacyHours(hours: DogRuleHours): string {
  return hours === 'all-day' ? '24hr' : `${hours.from}-${hours.to}`;
}

/**
 * The spec's fields for a rules list, never less strict than the list at any minute of any year
 * (issue #29): a client that rebuilds the rule from them (dogRulesFromLegacy) keeps dogs off
 * whenever the list does. Any ban of the whole beach makes it a ban (a part closed at another
 * time then reads as the whole beach closed); else any ban of a part makes it "restricted"; else
 * the lead rules of the whole beach give the period. The period is the widest one holding every
 * such rule (a part closed all year makes it all year), its hours the rules' own only when they
 * all share them, else all day. A season counted from Easter takes its widest window over all years.
 */
export function legacyDogFields(rules: readonly DogRule[]): LegacyDogFields {
  const bans = rules.filter((r) => r.kind === 'no-dogs');
  const wholeLeads = rules.filter((r) => r.kind === 'on-lead' && r.zone === null);
  const main = bans.length > 0 ? bans : wholeLeads;
  const hours = sharedHours(main);
  const period = widestPeriod(main, hours === 'all-day');
  const status: NonNullable<Beach['dogAccessStatus']> = bans.some((r) => r.zone === null)
    ? period === 'all-year'
      ? 'year_round_ban'
      : 'seasonal_ban'
    : bans.length > 0
      ? 'restricted'
      : 'allowed';
  const dated = period && period !== 'all-year' ? period : null;
  // Leads all year and all day restrict no time of day: the spec's data leaves the hours empty.
  const noHours = !period || (bans.length === 0 && !dated && hours === 'all-day');
  return {
    accessType: ACCESS_FROM_STATUS[status],
    dogAccessStatus: status,
    dogRestrictionStart: dated?.from ?? null,
    dogRestrictionEnd: dated?.to ?? null,
    dogRestrictionHours: noHours ? null : legacyHours(hours),
    dogOnLeadRequired: wholeLeads.length > 0,
  };
}

function parseHours(value: string | null | undefined): DogRuleHours {
  const match = value?.match(/^(\d{2}:\d{2})-(\d{2}:\d{2})$/);
  return match && match[1] !== match[2] ? { from: match[1], to: match[2] } : 'all-day';
}

/**
 * The rules a beach's spec fields describe, for a beach that has no list. Null when they cannot
 * say: a seasonal ban whose dates were not recorded.
 */
export function dogRulesFromLegacy(fields: RulesAsStored): DogRule[] | null {
  const status = fields.dogAccessStatus ?? STATUS_FROM_ACCESS[fields.accessType] ?? 'allowed';
  const hours = parseHours(fields.dogRestrictionHours);
  const period: DogRulePeriod =
    fields.dogRestrictionStart && fields.dogRestrictionEnd
      ? { from: fields.dogRestrictionStart, to: fields.dogRestrictionEnd }
      : 'all-year';
  if (status === 'seasonal_ban' && period === 'all-year') return null;
  const rules: DogRule[] = [];
  if (status === 'seasonal_ban' || status === 'year_round_ban') {
    rules.push({
      kind: 'no-dogs',
      zone: null,
      period: status === 'seasonal_ban' ? period : 'all-year',
      hours,
    });
  }
  if (status === 'restricted') rules.push({ kind: 'no-dogs', zone: 'on part of the beach', period, hours });
  if (fields.dogOnLeadRequired) {
    // On a beach open to dogs the recorded period is the lead rule's own; otherwise leads apply
    // whenever dogs are allowed.
    const own = status === 'allowed';
    rules.push({
      kind: 'on-lead',
      zone: null,
      period: own ? period : 'all-year',
      hours: own && period !== 'all-year' ? hours : 'all-day',
    });
  }
  return rules;
}

type UnknownDogRules = 'season-without-dates' | 'nothing-recorded';

function readRules(beach: DogRuleSource): {
  rules: readonly DogRule[] | null;
  unknown: UnknownDogRules | null;
} {
  const rules = beach.dogRules ?? dogRulesFromLegacy(beach);
  if (!rules) return { rules: null, unknown: 'season-without-dates' };
  if (rules.length === 0 && !beach.validationSourceUrl?.trim())
    return { rules: null, unknown: 'nothing-recorded' };
  return { rules, unknown: null };
}

/**
 * Why we cannot say what a beach's rules are, or null when we can: a seasonal ban whose dates
 * were not recorded, or no rule at all and no source (a beach an admin added without rules),
 * where "no rule" is what nobody recorded, not what anyone read.
 */
export const unknownDogRules = (beach: DogRuleSource) => readRules(beach).unknown;

/** The beach's rules: its list, or what its spec fields say (null: unknown, see unknownDogRules). */
export const dogRulesOf = (beach: DogRuleSource) => readRules(beach).rules;
