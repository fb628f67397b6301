import { describe, expect, it } from 'vitest';
import { anonymousRater, secondsUntilUtcMidnight } from './route-rater-key.ts';

const secret = 's'.repeat(32);
const noon = new Date('2026-11-24T12:00:00Z');

describe('anonymous route rater keys', () => {
  it('are stable within a day, across processes, and hold no address', () => {
    const a = anonymousRater(secret, '203.0.113.7', 'Firefox', noon);
    expect(anonymousRater(secret, '203.0.113.7', 'Firefox', new Date('2026-11-24T23:59:59Z'))).toEqual(a);
    expect(a.key).not.toContain('203.0.113.7');
    expect(a.key.startsWith(a.networkPrefix)).toBe(true);
  });

  it('share the network half between browsers on one address, and change daily', () => {
    const a = anonymousRater(secret, '203.0.113.7', 'Firefox', noon);
    const b = anonymousRater(secret, '203.0.113.7', 'Safari', noon);
    expect(b.networkPrefix).toBe(a.networkPrefix);
    expect(b.key).not.toBe(a.key);
    expect(anonymousRater(secret, '203.0.113.8', 'Firefox', noon).networkPrefix).not.toBe(a.networkPrefix);
    expect(anonymousRater(secret, '203.0.113.7', 'Firefox', new Date('2026-11-25T00:00:01Z')).key).not.toBe(
      a.key,
    );
    expect(anonymousRater('t'.repeat(32), '203.0.113.7', 'Firefox', noon).key).not.toBe(a.key);
  });

  it('count two addresses of one IPv6 /64 as one rater, as the other per-client limits do', () => {
    const a = anonymousRater(secret, '2001:db8:1:2::10', 'Firefox', noon);
    expect(anonymousRater(secret, '2001:db8:1:2:abcd:1234:5678:9', 'Firefox', noon)).toEqual(a);
    expect(anonymousRater(secret, '2001:db8:1:3::10', 'Firefox', noon).networkPrefix).not.toBe(
      a.networkPrefix,
    );
    // An IPv4 client written as IPv6 is the same client.
    expect(anonymousRater(secret, '::ffff:203.0.113.7', 'Firefox', noon)).toEqual(
      anonymousRater(secret, '203.0.113.7', 'Firefox', noon),
    );
  });

  it('tell a capped rater when the day ends', () => {
    expect(secondsUntilUtcMidnight(noon)).toBe(12 * 3600);
  });
});
