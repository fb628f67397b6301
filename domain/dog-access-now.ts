/**
 * The one line a beach page leads with: may my dog go on this beach right now?
 * Computed from the beach's council rules and a moment in time, read on the clock of the
 * beaches (Europe/London, so British Summer Time is handled by Intl). Pure: no I/O, so the
 * page can answer offline and tests can pin any date.
 */
import type { AccessType, Beach } from './beach.ts';

export type DogAccessNowState = 'allowed' | 'banned' | 'restricted' | 'lead';

export interface DogAccessNow {
  state: DogAccessNowState;
  message: string;
}

export type DogRules = Pick<Beach, 'accessType'> &
  Partial<
    Pick<
      Beach,
      | 'dogAccessStatus'
      | 'dogRestrictionStart'
      | 'dogRestrictionEnd'
      | 'dogRestrictionHours'
      | 'dogOnLeadRequired'
      | 'dogRestrictionZones'
    >
  >;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 86_400_000;
/** Within this many days of a ban starting we say when it starts rather than that it has ended. */
const STARTS_SOON_DAYS = 30;

const STATUS_FROM_ACCESS: Record<AccessType, NonNullable<Beach['dogAccessStatus']>> = {
  'year-round': 'allowed',
  seasonal: 'seasonal_ban',
  restricted: 'restricted',
  'no-dogs': 'year_round_ban',
};

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** Wall-clock date and time in Europe/London. */
export function londonClock(date: Date) {
  const parts = clockFormat.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    minutes: get('hour') * 60 + get('minute'),
  };
}

interface MonthDay {
  month: number;
  day: number;
}

const parseMonthDay = (value: string | null | undefined): MonthDay | null => {
  const match = value?.match(/^(\d{2})-(\d{2})$/);
  return match ? { month: Number(match[1]), day: Number(match[2]) } : null;
};
const ordinal = ({ month, day }: MonthDay) => month * 100 + day;
const dayLabel = ({ month, day }: MonthDay) => `${day} ${MONTHS[month - 1]}`;
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A daily window such as 10:00-18:00; null means all day ("24hr" or not given). */
function parseHours(value: string | null | undefined) {
  const match = value?.match(/^(\d{2}:\d{2})-(\d{2}:\d{2})$/);
  if (!match || match[1] === match[2]) return null;
  return { from: match[1], to: match[2], label: `${match[1]}–${match[2]}` };
}

function inSeason(today: MonthDay, start: MonthDay, end: MonthDay): boolean {
  const t = ordinal(today);
  // A season such as 10-01..03-31 wraps the year end.
  return ordinal(start) <= ordinal(end)
    ? t >= ordinal(start) && t <= ordinal(end)
    : t >= ordinal(start) || t <= ordinal(end);
}

function daysUntil(today: { year: number } & MonthDay, target: MonthDay): number {
  const from = Date.UTC(today.year, today.month - 1, today.day);
  let to = Date.UTC(today.year, target.month - 1, target.day);
  if (to < from) to = Date.UTC(today.year + 1, target.month - 1, target.day);
  return Math.round((to - from) / DAY_MS);
}

function dayAfter(year: number, date: MonthDay): MonthDay {
  const next = new Date(Date.UTC(year, date.month - 1, date.day + 1));
  return { month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** Whether dogs may be on the beach at `now`, with the sentence that says so. */
export function dogAccessNow(rules: DogRules, now: Date): DogAccessNow {
  const status = rules.dogAccessStatus ?? STATUS_FROM_ACCESS[rules.accessType] ?? 'allowed';
  const lead = rules.dogOnLeadRequired === true;
  const zones = rules.dogRestrictionZones?.trim() || null;
  const hours = parseHours(rules.dogRestrictionHours);
  const clock = londonClock(now);
  const start = parseMonthDay(rules.dogRestrictionStart);
  const end = parseMonthDay(rules.dogRestrictionEnd);
  const allowedState: DogAccessNowState = lead ? 'lead' : 'allowed';
  const onLead = lead ? ' on a lead' : '';

  if (status === 'allowed') {
    if (!lead) return { state: 'allowed', message: 'Dogs allowed all year' };
    return {
      state: 'lead',
      message: zones ? `Dogs allowed all year; leads required: ${zones}` : 'Dogs allowed all year on a lead',
    };
  }

  const partial = status === 'restricted';
  const banned: DogAccessNowState = partial ? 'restricted' : 'banned';
  const zoneSuffix = partial ? (zones ? `: ${zones}` : ' — check local signs') : '';

  /** The ban of one day (all day or a window), given how the period is described. */
  const dailyBan = (period: string, allDayLastDay?: string): DogAccessNow => {
    if (!hours) {
      if (partial)
        return { state: banned, message: `Dogs not allowed on part of the beach ${period}${zoneSuffix}` };
      return { state: banned, message: allDayLastDay ?? `Dogs banned all day ${period}` };
    }
    const from = toMinutes(hours.from);
    const to = toMinutes(hours.to);
    const t = clock.minutes;
    const inWindow = from < to ? t >= from && t < to : t >= from || t < to;
    if (inWindow) {
      const what = partial ? `Dogs not allowed on part of the beach now` : 'Dogs banned now';
      return {
        state: banned,
        message: `${what} (${hours.label} ${period}); allowed again from ${hours.to}${zoneSuffix}`,
      };
    }
    const when = t < from ? `before ${hours.from}` : `after ${hours.to}`;
    const what = partial ? 'Dogs not allowed on part of the beach' : 'Dogs banned';
    return {
      state: allowedState,
      message: `${what} ${hours.label} ${period}; allowed now${onLead} (${when})${zoneSuffix}`,
    };
  };

  if (status === 'year_round_ban') {
    if (!hours)
      return { state: 'banned', message: zones ? `No dogs all year: ${zones}` : 'No dogs all year' };
    return dailyBan('all year');
  }

  // seasonal_ban or restricted
  if (!start || !end) {
    if (partial) return dailyBan('all year');
    return { state: 'restricted', message: 'Seasonal dog ban (dates not recorded) — check local signs' };
  }

  const season = `${dayLabel(start)} – ${dayLabel(end)}`;
  const banName = partial ? 'partial ban' : 'seasonal ban';
  if (!inSeason(clock, start, end)) {
    const untilStart = daysUntil(clock, start);
    const tail = untilStart <= STARTS_SOON_DAYS ? `starts on ${dayLabel(start)}` : 'has ended';
    const scope = partial ? ' on the whole beach' : '';
    return {
      state: allowedState,
      message: `Dogs allowed${scope} today${onLead} — the ${banName} (${season}) ${tail}`,
    };
  }

  const lastDay = ordinal(clock) === ordinal(end);
  const period = lastDay ? `until today, ${dayLabel(end)}` : `until ${dayLabel(end)}`;
  const allDayLastDay = lastDay
    ? `Dogs banned all day today, the last day of the seasonal ban; allowed from ${dayLabel(dayAfter(clock.year, end))}`
    : undefined;
  return dailyBan(period, allDayLastDay);
}
