/**
 * A first-party analytics event as pwa/data/http/analytics.ts posts it to /api/events (DESIGN.md).
 * Limits match the analytics_events columns. A client clock that is far off (or an event
 * replayed from an old offline queue) is recorded at the time the server received it.
 */
import { z } from 'zod';
import { text } from './safe-fields.ts';

const ANALYTICS_EVENT_NAMES = ['page_view', 'search', 'filter_used', 'sign_up', 'login'] as const;

/** How old a client timestamp may be before the server's clock is used instead. */
const MAX_EVENT_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Clocks run a little fast; further in the future than this is not believed. */
const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

export const analyticsEventSchema = z.object({
  name: z.enum(ANALYTICS_EVENT_NAMES, { error: `name must be one of: ${ANALYTICS_EVENT_NAMES.join(', ')}` }),
  path: optionalText('path', 500),
  category: optionalText('category', 50),
  label: optionalText('label', 200),
  // The column is numeric(12, 2).
  value: z
    .number({ error: 'value must be a number' })
    .min(-1e9, 'value is out of range')
    .max(1e9, 'value is out of range')
    .nullish()
    .transform((v) => v ?? null),
  clientId: optionalText('clientId', 64),
  occurredAt: z.iso
    .datetime({ offset: true, error: 'occurredAt must be an ISO date-time' })
    .nullish()
    .transform((v) => (v ? new Date(v) : null)),
});

export type AnalyticsEventRecord = z.output<typeof analyticsEventSchema>;

/** The time to record: the client's own, when it is within the last 7 days, else now. */
export function eventTime(occurredAt: Date | null, now: Date = new Date()): Date {
  if (!occurredAt) return now;
  const age = now.getTime() - occurredAt.getTime();
  return age <= MAX_EVENT_AGE_MS && age >= -MAX_CLOCK_SKEW_MS ? occurredAt : now;
}
