/**
 * Who an anonymous route rating is from, without storing who they are. A rater key is
 * `<network>:<client>`: keyed hashes of the client (its IPv4 address or IPv6 /64, as every
 * per-client limit counts it: middleware/client-address.ts), and of the client with the
 * browser's User-Agent, under a salt derived from SESSION_SECRET and the UTC date. Every API
 * process makes the same key for the same visitor on the same day, the keys change at midnight,
 * and the address is never written down.
 *
 * The network half lets a route cap the visitors of one address (several people on one home or
 * café network may each rate; someone rotating User-Agents may not keep going).
 */
import { createHmac } from 'node:crypto';
import { clientKey } from '../middleware/client-address.ts';

/** At most this many anonymous raters of one route per address per day. */
export const ANONYMOUS_RATERS_PER_ADDRESS = 3;

const hmac = (key: string, value: string) => createHmac('sha256', key).update(value).digest('hex');

function dailySalt(secret: string, now: Date): string {
  return hmac(secret, `route-rater:${now.toISOString().slice(0, 10)}`);
}

export interface AnonymousRater {
  /** Unique per route: the same visitor rating again replaces their rating. */
  key: string;
  /** What every rater key from the same address starts with today (for a LIKE prefix). */
  networkPrefix: string;
}

export function anonymousRater(
  secret: string,
  ip: string,
  userAgent: string,
  now = new Date(),
): AnonymousRater {
  const salt = dailySalt(secret, now);
  // A phone is given a whole IPv6 /64: a fresh address from it is not a fresh rater.
  const address = clientKey(ip);
  const network = hmac(salt, `ip\n${address}`).slice(0, 32);
  const client = hmac(salt, `client\n${address}\n${userAgent}`).slice(0, 32);
  return { key: `${network}:${client}`, networkPrefix: `${network}:` };
}

/** Seconds until the salt changes (the Retry-After of a rater over the cap). */
export function secondsUntilUtcMidnight(now = new Date()): number {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}
