/**
 * The private calendar address as the user sees it: the address itself once, when it is made
 * (https to download, webcal:// for a calendar to subscribe), and afterwards only whether there
 * is one. The stored hash never leaves the server.
 */
import type {
  CalendarFeedCreated,
  CalendarFeedStatus,
} from '../../domain/calendar-feeds/calendar-feed-schema.ts';
import type { CalendarFeedRow } from '../services/calendar-feeds.ts';
import { toIso } from './values.ts';

export const presentCalendarFeedStatus = (row: CalendarFeedRow | null): CalendarFeedStatus => ({
  exists: row !== null,
  createdAt: row ? toIso(row.createdAt) : null,
});

export function presentCalendarFeedCreated(
  origin: string,
  token: string,
  createdAt: Date,
): CalendarFeedCreated {
  const url = `${origin}/api/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://'), createdAt: toIso(createdAt) };
}
