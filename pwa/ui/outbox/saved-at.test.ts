import { describe, expect, it } from 'vitest';
import { savedAt } from './saved-at.ts';

// Local times: the phone's zone decides what "today" is.
const now = new Date(2026, 10, 23, 9, 30);
const local = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('savedAt', () => {
  it('says today or yesterday for recent items', () => {
    expect(savedAt(local(2026, 10, 23, 7, 5), now)).toBe('Saved today at 07:05');
    expect(savedAt(local(2026, 10, 22, 23, 59), now)).toBe('Saved yesterday at 23:59');
  });

  it('names the day for older items, with the year only when it is another one', () => {
    expect(savedAt(local(2026, 10, 16, 14, 0), now)).toBe('Saved Mon 16 Nov at 14:00');
    expect(savedAt(local(2025, 11, 30, 8, 0), now)).toBe('Saved 30 Dec 2025 at 08:00');
  });
});
