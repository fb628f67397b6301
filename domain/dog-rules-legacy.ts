/**
 * The spec's single-period dog fields (dogAccessStatus, dogRestrictionStart/End/Hours,
 * dogOnLeadRequired) and the rules list, each from the other. The list is the truth; the old
 * fields stay filled for API clients that read them, derived from the list's main rule so the
 * two never disagree. A beach stored before the list existed (an old offline copy, a row not yet
 * given its rules) is read through the other direction.
 */
import type { AccessType, Beach } from './beach.ts';
import { type DogRule, type DogRuleHours, type DogRulePeriod, dayNumber, type RuleDay } from './dog-rules.ts';

type LegacyDogFields = Pick<
  Beach,
  'accessType' | 'dogAccessStatus' | 'dogRestrictionStart' | 'dogRestrictionEnd' | 'dogRestrictionHours'
> &
  Pick<Beach, 'dogOnLeadRequired'>;

/** What a beach may carry: its rules list, and the spec's fields (all that an old copy has). */
export type DogRuleSource = Pick<Beach, 'accessType'> &
  Partial<Omit<LegacyDogFields, 'accessType'>> & { dogRules?: readonly DogRule[] | null };

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

function legacyHours(hours: DogRuleHours): string {
  return hours === 'all-day' ? '24hr' : `${hours.from}-${hours.to}`;
}

/**
 * The spec's fields for a rules list. The main rule is the first whole-beach ban, else the first
 * seasonal ban of a part (the beach is "restricted"), else the first whole-beach lead rule.
 * A season counted from Easter is given as the widest window it can take in any year.
 */
export function legacyDogFields(rules: readonly DogRule[]): LegacyDogFields {
  const bans = rules.filter((r) => r.kind === 'no-dogs');
  const wholeBan = bans.find((r) => r.zone === null);
  const partBan = bans.find((r) => r.period !== 'all-year') ?? bans[0];
  const wholeLead = rules.find((r) => r.kind === 'on-lead' && r.zone === null);
  const main = wholeBan ?? partBan ?? wholeLead;
  const status: NonNullable<Beach['dogAccessStatus']> = wholeBan
    ? wholeBan.period === 'all-year'
      ? 'year_round_ban'
      : 'seasonal_ban'
    : partBan
      ? 'restricted'
      : 'allowed';
  const dated = main && main.period !== 'all-year' ? main.period : null;
  // Leads all year and all day restrict no time of day: the spec's data leaves the hours empty.
  const noHours = !main || (main.kind === 'on-lead' && !dated && main.hours === 'all-day');
  return {
    accessType: ACCESS_FROM_STATUS[status],
    dogAccessStatus: status,
    dogRestrictionStart: dated ? legacyDay(dated.from, 'from') : null,
    dogRestrictionEnd: dated ? legacyDay(dated.to, 'to') : null,
    dogRestrictionHours: noHours ? null : legacyHours(main.hours),
    dogOnLeadRequired: wholeLead !== undefined,
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
export function dogRulesFromLegacy(fields: DogRuleSource): DogRule[] | null {
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

/** The beach's rules: its list, or what its spec fields say (null: a season with no dates). */
export function dogRulesOf(beach: DogRuleSource): readonly DogRule[] | null {
  return beach.dogRules ?? dogRulesFromLegacy(beach);
}
