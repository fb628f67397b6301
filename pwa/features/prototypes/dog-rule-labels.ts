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

/** "1 May – 30 September"; "All year" for a ban with no dates; "None" for a beach open all year. */
export function restrictedDatesLabel(
  beach: Pick<Beach, 'dogAccessStatus' | 'dogRestrictionStart' | 'dogRestrictionEnd'>,
): string | null {
  const start = monthDayLabel(beach.dogRestrictionStart);
  const end = monthDayLabel(beach.dogRestrictionEnd);
  if (start && end) return `${start} – ${end}`;
  if (beach.dogAccessStatus === 'restricted' || beach.dogAccessStatus === 'year_round_ban') return 'All year';
  return beach.dogAccessStatus === 'allowed' ? 'None' : null;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
};

/**
 * What the rules rest on and how sure we are, in what the record shows (issue #29): a council's
 * own page (gov.uk) is its published rules; any other page (a landowner's, or a newspaper's
 * report) is named by its site. It never says an order was read.
 */
export function confidenceText(beach: Pick<Beach, 'validationConfidence' | 'validationSourceUrl'>): string {
  const host = beach.validationSourceUrl ? hostOf(beach.validationSourceUrl.trim()) : null;
  if (!host) return 'We have no source for these rules — check the signs on the day.';
  if (beach.validationConfidence === 'low') {
    return 'Details could not be fully confirmed. Check local signs before you go.';
  }
  const from = host.endsWith('.gov.uk')
    ? "From the council's published rules."
    : `From the rules as published on ${host}.`;
  return beach.validationConfidence === 'medium' ? `${from} Some details are still to be confirmed.` : from;
}
