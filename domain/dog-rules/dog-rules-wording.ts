/**
 * The sentence a beach page leads with, from the beach's rules at one moment: a ban on the whole
 * beach first; else each closed part by name, then what the rest of the beach allows and until
 * when; else that dogs are allowed, naming the ban or lead rule to come. Sentences are joined
 * with ". " and the message has no closing full stop, like the single sentences.
 */

import { dayNumber, type LondonMoment } from '../clock/london-time.ts';
import type { DogAccessNow } from './dog-access-now.ts';
import {
  clockMinutes,
  type DogRule,
  dayLabel,
  hoursLabel,
  type Occurrence,
  ruleInForce,
  seasonsAround,
} from './dog-rules.ts';

/** Within this many days of a ban starting we say when it starts rather than that it has ended. */
const STARTS_SOON_DAYS = 30;

interface RuleToday {
  rule: DogRule;
  zone: string | null;
  /** The season holding today, or null when the rule does not apply today. */
  season: Occurrence | null;
  previous: Occurrence | null;
  next: Occurrence | null;
  inForce: boolean;
  /** "10:00–18:00", or null for all day. */
  window: string | null;
}

function look(rule: DogRule, at: LondonMoment, today: number): RuleToday {
  const { current, previous, next } = seasonsAround(rule.period, today, at.year);
  const inForce = ruleInForce(rule, at);
  // A window past midnight that began yesterday, on the last day of its season, is today's too.
  const season = current ?? (inForce ? { start: today, end: today } : null);
  return { rule, zone: rule.zone, season, previous, next, inForce, window: hoursLabel(rule.hours) };
}

/** "1 May – 30 Sep". */
export const seasonLabel = (s: Occurrence) => `${dayLabel(s.start)} – ${dayLabel(s.end)}`;

/** "all year", "until 30 Sep" or "until today, 30 Sep". */
function until(r: RuleToday, today: number): string {
  const end = r.season?.end ?? today;
  if (end === Infinity) return 'all year';
  return end === today ? `until today, ${dayLabel(end)}` : `until ${dayLabel(end)}`;
}

/** Outside a rule's daily window: "before 10:00" or "after 18:00". */
function outsideWindow(r: RuleToday, at: LondonMoment): string {
  if (r.rule.hours === 'all-day') return '';
  return at.minutes < clockMinutes(r.rule.hours.from)
    ? `before ${r.rule.hours.from}`
    : `after ${r.rule.hours.to}`;
}

const windowEnd = (r: RuleToday) => (r.rule.hours === 'all-day' ? '' : r.rule.hours.to);

/** "the seasonal ban (1 May – 30 Sep) has ended" or "… starts on 1 May", for a rule not in season today. */
function comingOrGone(r: RuleToday, name: string, today: number): string {
  const extra = r.window ? `, ${r.window}` : '';
  if (r.next && (r.next.start - today <= STARTS_SOON_DAYS || !r.previous)) {
    return `${name} (${seasonLabel(r.next)}${extra}) starts on ${dayLabel(r.next.start)}`;
  }
  return `${name} (${r.previous ? seasonLabel(r.previous) : ''}${extra}) has ended`;
}

function wholeBanNow(r: RuleToday, today: number): string {
  if (r.window) return `Dogs banned now (${r.window} ${until(r, today)}); allowed again from ${windowEnd(r)}`;
  if (r.season?.end === Infinity) return 'No dogs all year';
  if (r.season?.end === today) {
    return `Dogs banned all day today, the last day of the seasonal ban; allowed from ${dayLabel(today + 1)}`;
  }
  return `Dogs banned all day ${until(r, today)}`;
}

function partBan(r: RuleToday, at: LondonMoment, today: number): string {
  if (!r.window) return `No dogs ${r.zone}, ${until(r, today)}`;
  if (r.inForce)
    return `No dogs ${r.zone} now (${r.window} ${until(r, today)}); open again from ${windowEnd(r)}`;
  return `No dogs ${r.zone} ${r.window} ${until(r, today)}; open now (${outsideWindow(r, at)})`;
}

const zoneLead = (r: RuleToday, today: number) => `Leads needed ${r.zone}, ${until(r, today)}`;

/** The answer for one moment, from a beach's rules. */
export function describeRules(rules: readonly DogRule[], at: LondonMoment): DogAccessNow {
  const today = dayNumber(at.year, at.month, at.day);
  const all = rules.map((rule) => look(rule, at, today));
  const bans = all.filter((r) => r.rule.kind === 'no-dogs');
  const leads = all.filter((r) => r.rule.kind === 'on-lead');
  const wholeBans = bans.filter((r) => r.zone === null);
  const partBansToday = bans.filter((r) => r.zone !== null && r.season);
  const wholeLead = leads.find((r) => r.zone === null && r.inForce) ?? leads.find((r) => r.zone === null);
  const leadNow = wholeLead?.inForce === true;
  const zoneLeads = leads.filter((r) => r.zone !== null && r.inForce).map((r) => zoneLead(r, today));

  const wholeBanInForce = wholeBans.find((r) => r.inForce);
  if (wholeBanInForce) return { state: 'banned', message: wholeBanNow(wholeBanInForce, today) };

  const wholeBanToday = wholeBans.find((r) => r.season);
  const onLead = leadNow ? ' on a lead' : '';
  const say = (state: DogAccessNow['state'], sentences: string[]) => ({
    state,
    message: [...sentences, ...zoneLeads].join('. '),
  });

  if (partBansToday.some((r) => r.inForce)) {
    const closed = [...partBansToday].sort((a, b) => Number(b.inForce) - Number(a.inForce));
    return say('restricted', [
      ...closed.map((r) => partBan(r, at, today)),
      `The rest of the beach is open to dogs${onLead}${restUntil()}`,
    ]);
  }

  const state = leadNow ? 'lead' : 'allowed';
  if (wholeBanToday) {
    const { window } = wholeBanToday;
    return say(state, [
      `Dogs banned ${window} ${until(wholeBanToday, today)}; allowed now${onLead} (${outsideWindow(wholeBanToday, at)})`,
    ]);
  }
  const partToday = partBansToday[0];
  if (partToday) {
    return say(state, [
      `Dogs allowed on the whole beach now${onLead} (${outsideWindow(partToday, at)}) — no dogs ${partToday.zone} ${partToday.window} ${until(partToday, today)}`,
    ]);
  }
  const nextBan = [...bans].sort((a, b) => (a.next?.start ?? Infinity) - (b.next?.start ?? Infinity))[0];
  if (nextBan) {
    const lead = nextBan.zone
      ? `Dogs allowed on the whole beach today${onLead}`
      : `Dogs allowed today${onLead}`;
    const name = nextBan.zone ? `the ban ${nextBan.zone}` : 'the seasonal ban';
    return say(state, [`${lead} — ${comingOrGone(nextBan, name, today)}`]);
  }
  return say(state, [leadSentence()]);

  /** " until 10:00" (a ban on the whole beach later today) or " until 1 May" (the next ban to start). */
  function restUntil(): string {
    if (wholeBanToday && !wholeBanToday.inForce && wholeBanToday.rule.hours !== 'all-day') {
      if (at.minutes < clockMinutes(wholeBanToday.rule.hours.from))
        return ` until ${wholeBanToday.rule.hours.from}`;
    }
    const starts = bans.filter((r) => !r.season && r.next).map((r) => r.next?.start ?? Infinity);
    return starts.length ? ` until ${dayLabel(Math.min(...starts))}` : '';
  }

  function leadSentence(): string {
    if (!wholeLead) return 'Dogs allowed all year';
    const r = wholeLead;
    if (r.inForce) {
      if (r.window)
        return `Dogs allowed on a lead now (${r.window} ${until(r, today)}); off the lead from ${windowEnd(r)}`;
      return r.season?.end === Infinity
        ? 'Dogs allowed all year on a lead'
        : `Dogs allowed on a lead ${until(r, today)}`;
    }
    if (r.season)
      return `Dogs allowed off the lead now (${outsideWindow(r, at)}) — leads needed ${r.window} ${until(r, today)}`;
    return `Dogs allowed off the lead today — ${comingOrGone(r, 'the lead rule', today)}`;
  }
}
