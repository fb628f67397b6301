import { describe, expect, it } from 'vitest';
import { formatDistance, formatRating, formatShortDate, pluralise } from './format.ts';

describe('formats', () => {
  it('writes dates like "Jan 5, 2025" in UK time', () => {
    expect(formatShortDate('2025-01-05T09:00:00Z')).toBe('Jan 5, 2025');
    // 23:30 UTC on 30 June is already 1 July in BST.
    expect(formatShortDate('2025-06-30T23:30:00Z')).toBe('Jul 1, 2025');
  });
  it('writes distances in metres under 1000, else km to 1 decimal', () => {
    expect(formatDistance(350)).toBe('350 m');
    expect(formatDistance(999)).toBe('999 m');
    expect(formatDistance(1000)).toBe('1.0 km');
    expect(formatDistance(1460)).toBe('1.5 km');
  });
  it('writes ratings to 1 decimal and pluralises counts', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(4)).toBe('4.0');
    expect(pluralise(1, 'review')).toBe('1 review');
    expect(pluralise(3, 'review')).toBe('3 reviews');
  });
});
