import { describe, expect, it } from 'vitest';
import type { TideEntry } from './api/get-tides.ts';
import { formatHeight, formatTimeUntil, londonIsoDate, nextTide, tideClock } from './tide-times.ts';

describe('tide times', () => {
  it('asks for the London date, which can differ from the UTC one', () => {
    expect(londonIsoDate(new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
    expect(londonIsoDate(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });

  it('shows HH:mm in London for timestamps and keeps bare clock times', () => {
    expect(tideClock('2026-07-15T05:07:00Z')).toBe('06:07');
    expect(tideClock('2026-01-15T05:07:00Z')).toBe('05:07');
    expect(tideClock('9:05')).toBe('09:05');
  });

  it('finds the next tide after now with the time until it', () => {
    const now = new Date('2026-07-15T09:00:00Z'); // 10:00 BST
    const tides: TideEntry[] = [
      { time: '2026-07-15T04:00:00Z', type: 'low', height: 0.84 },
      { time: '2026-07-15T11:15:00Z', type: 'high', height: 4.26 },
    ];
    expect(nextTide(tides, now)).toEqual({ entry: tides[1], minutesUntil: 135 });
    const clockTides: TideEntry[] = [
      { time: '05:00', type: 'low', height: 1 },
      { time: '10:45', type: 'high', height: 4 },
    ];
    expect(nextTide(clockTides, now)?.minutesUntil).toBe(45);
    expect(nextTide([tides[0]], now)).toBeNull();
  });

  it('formats time until and heights', () => {
    expect(formatTimeUntil(135)).toBe('2h 15m');
    expect(formatTimeUntil(45)).toBe('45m');
    expect(formatHeight(4.26)).toBe('4.3 m');
  });
});
