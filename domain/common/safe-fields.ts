/**
 * The field rules every request schema is built from, so that no route can forget them:
 * text that PostgreSQL can store (it refuses the NUL character, and a lone UTF-16 surrogate
 * is not text at all), ids that fit PostgreSQL's `integer`, and dates that exist on the
 * calendar (`Date.parse` accepts 2025-02-30 and calls it 2 March).
 */
import { z } from 'zod';
import { parseCalendarDate } from '../clock/calendar-date.ts';

/** The largest value of a PostgreSQL `integer` column (every id column here). */
export const MAX_DB_INTEGER = 2_147_483_647;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored and shown as it is: no NUL, no broken UTF-16. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

const unstorableTextMessage = (label: string) =>
  `${label} contains characters that cannot be saved (a NUL byte or broken Unicode)`;

/**
 * A string field that only accepts storable text. Chain `.trim()`, `.min()`, `.max()` on it
 * as on `z.string()`; `error` is the message for a missing or non-text value.
 */
export function text(label: string, error: string = `${label} must be text`) {
  return z.string({ error }).refine(isStorableText, { message: unstorableTextMessage(label), abort: true });
}

/** A record id: a whole number from 1 to PostgreSQL's integer maximum. */
export function recordId(message: string) {
  return z.number({ error: message }).int(message).min(1, message).max(MAX_DB_INTEGER, message);
}

/** A yyyy-MM-dd string naming a day that exists. */
export function calendarDate(message: string) {
  return z
    .string({ error: message })
    .refine((value) => parseCalendarDate(value) !== null, { message, abort: true });
}
