/**
 * When an item that was not sent is tried again: after a backoff that grows with the server's
 * "later"s (or its Retry-After), and not on its own at all once the server may have forgotten its
 * key. An item that found no network waits for the network instead (send-outbox.ts).
 */

/**
 * The server keeps an answered Idempotency-Key 7 days (api/middleware/idempotency.ts KEEP_MS). An
 * item made longer ago than this whose request already reached the server (or may have) may have
 * arrived with its answer lost, and a retry would no longer be recognised: it is not sent again on
 * its own (an hour's margin). One only ever tried with no network cannot have arrived: it goes.
 */
export const RETRY_WINDOW_MS = 7 * 24 * 60 * 60_000 - 60 * 60_000;
export const TOO_OLD_MESSAGE =
  'This waited more than 7 days after a try whose answer never came, so it may have arrived already. Check, then send it again or discard it.';

const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 15 * 60_000;

/**
 * The wait after the n-th time (the n-th server error): 2–4 s after the first, twice as long after each next
 * one, never more than 15 minutes. "Equal jitter": half of it fixed, half random, so that phones
 * the same outage held back do not all come back in the same second.
 */
export function backoffMs(times: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(1, times));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Retry-After in seconds or as an HTTP date, in ms from now; null if absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
