import { describe, expect, it } from 'vitest';
import { checkedAgo } from './checked-ago.ts';

const now = new Date('2026-07-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('checkedAgo', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(checkedAgo(ago(10_000), now)).toBe('checked just now');
    expect(checkedAgo(ago(5 * 60_000), now)).toBe('checked 5 minutes ago');
    expect(checkedAgo(ago(3 * 3_600_000), now)).toBe('checked 3 hours ago');
    expect(checkedAgo(ago(24 * 3_600_000), now)).toBe('checked yesterday');
    expect(checkedAgo(ago(2 * 86_400_000 + 5_000), now)).toBe('checked 2 days ago');
    expect(checkedAgo(ago(70 * 86_400_000), now)).toBe('checked 2 months ago');
  });

  it('treats a time slightly in the future as just now, and a bad date as nothing', () => {
    expect(checkedAgo(new Date(now.getTime() + 60_000).toISOString(), now)).toBe('checked just now');
    expect(checkedAgo('not a date', now)).toBeNull();
  });
});
