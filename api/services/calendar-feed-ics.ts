/**
 * The iCalendar feeds of dog rules (issue #31 item 4, RFC 5545), written by ical-generator from
 * the events domain/dog-rules/rule-calendar-events.ts plans: one beach's rules, or the rules of
 * the beaches a user keeps. Each covers the next 12 months from the London day it is built on.
 *
 * Calendars poll a subscription when they like; REFRESH-INTERVAL and X-PUBLISHED-TTL ask them for
 * every 12 hours, so a rule an admin changes reaches them within a day. Each event's UID is a hash
 * of the beach, the rule (not its sources) and the season's start, so a calendar updates an event
 * rather than adding a second one, and a rule that changes replaces its events. The events are
 * transparent: a ban is not an appointment that makes the user busy.
 */
import { createHash } from 'node:crypto';
import ical, {
  escape as escapeText,
  ICalCalendarMethod,
  ICalEventRepeatingFreq,
  ICalEventTransparency,
} from 'ical-generator';
import { dayNumber, londonClock } from '../../domain/clock/london-time.ts';
import {
  type EventSpan,
  type FeedBeach,
  longDayLabel,
  type RuleEvent,
  ruleEvents,
} from '../../domain/dog-rules/rule-calendar-events.ts';
import { rulesKnownUntil } from '../../domain/dog-rules/rules-known-until.ts';

/** How often calendars are asked to fetch the feed again. */
const FEED_REFRESH_SECONDS = 12 * 60 * 60;

const DAY_MS = 86_400_000;

/** The London day `now` falls on and the day before the same date a year on: the next 12 months. */
function nextTwelveMonths(now: Date): { from: number; to: number } {
  const { year, month, day } = londonClock(now);
  return { from: dayNumber(year, month, day), to: dayNumber(year + 1, month, day) - 1 };
}

const beachPageUrl = (origin: string, beach: Pick<FeedBeach, 'slug'>) =>
  `${origin}/beach/${encodeURIComponent(beach.slug)}`;

const uidOf = (key: string, origin: string) =>
  `${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${new URL(origin).hostname}`;

const dateOf = (day: number) => new Date(day * DAY_MS);

/** A beach's events over the span, stopped where its sources stop (rulesKnownUntil). */
function beachEvents(beach: FeedBeach, span: { from: number; to: number }, origin: string) {
  const knownUntil = beach.rules ? rulesKnownUntil(beach.rules) : null;
  const eventSpan: EventSpan = { ...span, knownUntil };
  return { events: ruleEvents(beach, eventSpan, beachPageUrl(origin, beach)), knownUntil };
}

/**
 * One line on what a beach's feed holds: no events because the rules are not known, or none are
 * recorded, or that the sources stop before the 12 months do.
 */
function beachFeedNote(beach: FeedBeach, knownUntil: number | null, to: number): string | null {
  if (beach.rules === null)
    return `We do not know the dog rules at ${beach.name}, so there are no events for it.`;
  if (beach.rules.length === 0) return `No dog bans or lead rules are recorded at ${beach.name}.`;
  if (knownUntil !== null && knownUntil < to)
    return `The sources for the rules at ${beach.name} run to ${longDayLabel(knownUntil)}; after that we do not know.`;
  return null;
}

interface FeedText {
  name: string;
  description: string;
}

/** The feed as iCalendar text. `now` stamps the events (DTSTAMP). */
function writeIcs(feed: FeedText, events: readonly RuleEvent[], origin: string, now: Date): string {
  const calendar = ical({
    // ical-generator writes these two unescaped.
    name: escapeText(feed.name, false),
    description: escapeText(feed.description, false),
    prodId: { company: 'Devon Dog Beaches', product: 'Dog rules', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const event of events) {
    const common = {
      id: uidOf(event.key, origin),
      stamp: now,
      summary: event.summary,
      description: event.description,
      url: event.url,
      transparency: ICalEventTransparency.TRANSPARENT,
    };
    if (event.allDay) {
      // DTEND of an all-day event is the day after the last (RFC 5545 §3.6.1).
      calendar.createEvent({
        ...common,
        allDay: true,
        start: dateOf(event.startDay),
        end: dateOf(event.endDay + 1),
      });
    } else {
      calendar.createEvent({
        ...common,
        start: event.start,
        end: event.end,
        repeating: event.count > 1 ? { freq: ICalEventRepeatingFreq.DAILY, count: event.count } : null,
      });
    }
  }
  return calendar.toString();
}

/** One beach's feed. */
export function beachFeedIcs(beach: FeedBeach, origin: string, now: Date): string {
  const span = nextTwelveMonths(now);
  const { events, knownUntil } = beachEvents(beach, span, origin);
  const note = beachFeedNote(beach, knownUntil, span.to);
  const description = [
    `Dog rules at ${beach.name} for the next 12 months, from Devon Dog Beaches. Check the signs on the day.`,
    note,
  ];
  return writeIcs(
    { name: `Dog rules: ${beach.name}`, description: description.filter(Boolean).join(' ') },
    events,
    origin,
    now,
  );
}

/** The feed of the beaches a user keeps: their events together, and a note for each beach without. */
export function myBeachesFeedIcs(beaches: readonly FeedBeach[], origin: string, now: Date): string {
  const span = nextTwelveMonths(now);
  const parts = beaches.map((beach) => {
    const { events, knownUntil } = beachEvents(beach, span, origin);
    return { events, note: beachFeedNote(beach, knownUntil, span.to) };
  });
  const intro =
    beaches.length === 0
      ? 'Dog rules at your beaches, from Devon Dog Beaches. You have no beaches saved yet.'
      : 'Dog rules at your beaches for the next 12 months, from Devon Dog Beaches. Check the signs on the day.';
  const notes = parts.map((part) => part.note).filter((note): note is string => note !== null);
  return writeIcs(
    { name: 'Dog rules: my beaches', description: [intro, ...notes].join(' ') },
    parts.flatMap((part) => part.events),
    origin,
    now,
  );
}
