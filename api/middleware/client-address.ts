/**
 * Who a request comes from, as far as the abuse limits are concerned (issue #27 §4). Forwarded
 * headers are believed only on a connection from one of our own proxies (TRUSTED_PROXIES); from
 * anyone else they are dropped before Koa reads them, so a server reached directly cannot be told
 * a made-up address or "https". A client is then its IPv4 address, or the /64 network of its IPv6
 * one: a single home or phone is given a whole /64 and could otherwise take a fresh address, and
 * a fresh allowance, for every request.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { Context, Next } from 'koa';

/** What TRUSTED_PROXIES means when it is not set (outside production). */
export const LOOPBACK_PROXIES = ['127.0.0.0/8', '::1'];

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

/** An address (its zone, as in fe80::1%eth0, left out) and its family, or null if it is none. */
function addressOf(text: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const address = text.trim().replace(/%.*$/, '');
  if (isIPv4(address)) return { address, family: 'ipv4' };
  if (isIPv6(address)) return { address, family: 'ipv6' };
  return null;
}

/** "10.0.0.0/8", "2001:db8::/32" or a single address, as a subnet; null when it is neither. */
export function addressRange(
  entry: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [text, bits, ...rest] = entry.trim().split('/');
  const parsed = addressOf(text ?? '');
  if (!parsed || rest.length > 0 || text.includes('%')) return null;
  const longest = parsed.family === 'ipv4' ? 32 : 128;
  if (bits === undefined) return { ...parsed, prefix: longest };
  const prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
  return prefix >= 0 && prefix <= longest ? { ...parsed, prefix } : null;
}

/**
 * Drops X-Forwarded-For, -Proto and -Host from a request whose TCP peer is not one of `proxies`
 * (IPs or CIDR ranges, already checked by config.ts). Mounted first, before anything reads ctx.ip.
 */
export function forwardedHeadersOnlyFrom(proxies: readonly string[]) {
  const trusted = new BlockList();
  for (const entry of proxies) {
    const range = addressRange(entry);
    if (range) trusted.addSubnet(range.address, range.prefix, range.family);
  }
  const fromProxy = (peer: string | undefined) => {
    const parsed = peer ? addressOf(peer) : null;
    return parsed !== null && trusted.check(parsed.address, parsed.family);
  };
  return async function dropForwardedHeadersFromStrangers(ctx: Context, next: Next) {
    if (!fromProxy(ctx.req.socket.remoteAddress)) {
      for (const header of FORWARDED_HEADERS) delete ctx.req.headers[header];
    }
    return next();
  };
}

/** The eight 16-bit groups of an IPv6 address, `::` and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const groups = (part: string | undefined) =>
    part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [];
  const before = groups(head);
  const after = groups(tail);
  const zeros = tail === undefined ? [] : new Array(8 - before.length - after.length).fill(0);
  return [...before, ...zeros, ...after];
}

/**
 * The client a per-address limit counts against: an IPv4 address (also when written as
 * ::ffff:a.b.c.d), else the IPv6 address's /64, as "2001:db8:1:2::/64". Anything else (only a
 * misbehaving proxy of our own could send it) is kept as it is, cut to a sane length.
 */
export function clientKey(ip: string): string {
  const parsed = addressOf(ip);
  if (!parsed) return ip.trim().slice(0, 100);
  if (parsed.family === 'ipv4') return parsed.address;
  const groups = ipv6Groups(parsed.address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
