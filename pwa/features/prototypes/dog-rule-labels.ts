/** Wording for a beach's recorded dog rules, as the prototype detail pages show them. */
import type { Beach } from '../../../domain/beach.ts';
import { formatShortDate } from '../../../domain/format.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const DOG_STATUS_LABELS: Record<NonNullable<Beach['dogAccessStatus']>, string> = {
  allowed: 'Dogs allowed all year',
  seasonal_ban: 'Seasonal dog ban',
  year_round_ban: 'No dogs all year',
  restricted: 'Dogs restricted on part of the beach',
};

/** "05-01" → "1 May". */
export function monthDayLabel(value: string | null): string | null {
  const match = value?.match(/^(\d{2})-(\d{2})$/);
  return match ? `${Number(match[2])} ${MONTHS[Number(match[1]) - 1]}` : null;
}

/** "24hr" → "All day"; "10:00-18:00" → "10:00–18:00". */
export function hoursLabel(value: string | null): string | null {
  if (!value) return null;
  return value === '24hr' ? 'All day' : value.replace('-', '–');
}

/** "2026-11-21" → "Nov 21, 2026"; dates alone are read as noon so no time zone moves the day. */
export function checkedLabel(value: string | null): string | null {
  if (!value) return null;
  return formatShortDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
}
