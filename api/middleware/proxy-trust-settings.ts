/**
 * TRUST_PROXY and TRUSTED_PROXIES: how the server learns which forwarded headers to believe
 * (client-address.ts acts on them). Parsed with the rest of the settings in config.ts; checked
 * together here, because either one alone can leave the client address open to a made-up value.
 */
import { z } from 'zod';
import { addressRange, LOOPBACK_PROXIES } from './client-address.ts';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** The two settings, as entries of config.ts's schema. */
export const proxyTrustSchema = {
  /**
   * How many reverse proxies in front of us append to X-Forwarded-For; the client address is the one
   * the nearest of them saw. Unset: 0 (headers ignored); production refuses to guess.
   */
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10).optional()),
  /**
   * The addresses our nearest proxy connects from (IPs or CIDR ranges, comma-separated): forwarded
   * headers on any other connection are ignored. Unset: loopback, except in production.
   */
  TRUSTED_PROXIES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((list, ctx) => {
        const entries = list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        for (const entry of entries) {
          if (!addressRange(entry))
            ctx.addIssue({ code: 'custom', message: `"${entry}" is not an IP address or CIDR range` });
        }
        return entries;
      })
      .optional(),
  ),
};

interface ParsedProxyTrust {
  NODE_ENV: string;
  TRUST_PROXY?: number;
  TRUSTED_PROXIES?: string[];
}

/**
 * What is wrong with TRUST_PROXY and TRUSTED_PROXIES taken together, or null. Production does not
 * guess: a server reached directly that believed X-Forwarded-For would let every client choose its
 * own address (and so its own rate limits), and one behind a proxy that believed nothing would
 * count every visitor as one.
 */
export function proxyTrustProblem(config: ParsedProxyTrust): string | null {
  const { NODE_ENV, TRUST_PROXY, TRUSTED_PROXIES } = config;
  if (NODE_ENV === 'production' && TRUST_PROXY === undefined) {
    return 'TRUST_PROXY: required in production: how many reverse proxies in front of the API write X-Forwarded-For (0 when clients connect to it directly), with TRUSTED_PROXIES the addresses the nearest one connects from';
  }
  if (NODE_ENV === 'production' && TRUST_PROXY && !TRUSTED_PROXIES?.length) {
    return 'TRUSTED_PROXIES: required in production when TRUST_PROXY is above 0: the address or CIDR range (comma-separated) the nearest proxy connects from; X-Forwarded-For from any other address is ignored';
  }
  if (!TRUST_PROXY && TRUSTED_PROXIES?.length) {
    return 'TRUSTED_PROXIES: set, but TRUST_PROXY is 0 so no proxy is trusted; set TRUST_PROXY to the number of proxies, or remove TRUSTED_PROXIES';
  }
  return null;
}

/** The two settings with their defaults filled in (a valid pair: proxyTrustProblem found none). */
export function proxyTrust(config: ParsedProxyTrust): { TRUST_PROXY: number; TRUSTED_PROXIES: string[] } {
  return {
    TRUST_PROXY: config.TRUST_PROXY ?? 0,
    TRUSTED_PROXIES: config.TRUSTED_PROXIES?.length ? config.TRUSTED_PROXIES : LOOPBACK_PROXIES,
  };
}
