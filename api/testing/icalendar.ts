/**
 * Reads an iCalendar feed the way a calendar would, with ical.js (Mozilla's parser, not the
 * library that writes our feeds), so the feed tests check what a subscriber gets rather than
 * what we meant to write.
 */
import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string | null;
  allDay: boolean;
  /** Dates (YYYY-MM-DD) for an all-day event; ISO instants (UTC) for a timed one. */
  start: string;
  /** DTEND as written: for an all-day event the day after the last. */
  end: string;
  /** The RRULE, as text, or null. */
  rrule: string | null;
  transparent: boolean;
  /** Every start of a recurring event (ISO instants), all of them: our rules have a COUNT. */
  occurrences: () => string[];
}

export interface ParsedFeed {
  name: string | null;
  description: string | null;
  refreshInterval: string | null;
  publishedTtl: string | null;
  events: ParsedEvent[];
}

const text = (component: ICAL.Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return value === null ? null : String(value);
};

/**
 * An X- property's value as TEXT, its default type (RFC 5545 §3.8.8.2): ical.js hands such a
 * property's value over as written, escapes and all.
 */
const xText = (component: ICAL.Component, name: string) =>
  text(component, name)?.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c)) ??
  null;

const timeText = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toJSDate().toISOString());

function readEvent(component: ICAL.Component): ParsedEvent {
  const event = new ICAL.Event(component);
  return {
    uid: event.uid,
    summary: event.summary,
    description: event.description,
    url: text(component, 'url'),
    allDay: event.startDate.isDate,
    start: timeText(event.startDate),
    end: timeText(event.endDate),
    rrule: text(component, 'rrule'),
    transparent: text(component, 'transp') === 'TRANSPARENT',
    occurrences: () => {
      const starts: string[] = [];
      const iterator = event.iterator();
      for (let next = iterator.next(); next; next = iterator.next()) starts.push(timeText(next));
      return starts;
    },
  };
}

export function parseFeed(ics: string): ParsedFeed {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    name: xText(calendar, 'x-wr-calname'),
    description: xText(calendar, 'x-wr-caldesc'),
    refreshInterval: text(calendar, 'refresh-interval'),
    publishedTtl: text(calendar, 'x-published-ttl'),
    events: calendar.getAllSubcomponents('vevent').map(readEvent),
  };
}
