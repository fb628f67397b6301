import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDayLabel,
  formatDayMonth,
  formatDistance,
  formatLondonDateTime,
  formatLondonTime,
  formatRating,
  formatRoundedDistance,
  formatShortDate,
  pluralise,
} from './format.ts';

describe('formats', () => {
  it('writes dates like "Jan 5, 2025" in UK time', () => {
    expect(formatShortDate('2025-01-05T09:00:00Z')).toBe('Jan 5, 2025');
    // 23:30 UTC on 30 June is already 1 July in BST.
    expect(formatShortDate('2025-06-30T23:30:00Z')).toBe('Jul 1, 2025');
  });
  it('writes a day and month like "29 Sep", with the year only when it is not this year', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatDayMonth('2026-09-29T10:05:00+01:00', now)).toBe('29 Sep');
    expect(formatDayMonth('2025-08-12T09:00:00Z', now)).toBe('12 Aug 2025');
    // London is on UTC in winter (still 2025) and an hour ahead in summer (already 1 June).
    expect(formatDayMonth('2025-12-31T23:30:00Z', now)).toBe('31 Dec 2025');
    expect(formatDayMonth('2026-05-31T23:30:00Z', now)).toBe('1 Jun');
    expect(formatDayMonth('2026-05-31T07:24:23Z')).toBe('31 May 2026');
  });
  it("writes London times and dates with times, whatever the machine's zone, across the clock changes", () => {
    expect(formatLondonTime('2026-07-15T05:07:00Z')).toBe('06:07');
    expect(formatLondonTime(new Date('2026-01-15T23:59:59Z'))).toBe('23:59');
    expect(formatLondonTime('2026-03-29T00:59:00Z')).toBe('00:59');
    expect(formatLondonTime('2026-03-29T01:00:00Z')).toBe('02:00');
    expect(formatLondonTime('2026-10-25T00:30:00Z')).toBe('01:30');
    expect(formatLondonTime('2026-10-25T01:30:00Z')).toBe('01:30');
    expect(formatLondonDateTime('2026-11-25T14:05:00Z')).toBe('25 Nov 2026, 14:05');
    expect(formatLondonDateTime('2026-06-30T23:05:00Z')).toBe('1 Jul 2026, 00:05');
  });
  it('writes a London calendar day as "25 Nov"', () => {
    expect(formatDayLabel('2026-11-25')).toBe('25 Nov');
    expect(formatDayLabel('2027-03-28')).toBe('28 Mar');
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
  it('groups counts the British way, keeping the singular', () => {
    expect(pluralise(1234, 'review')).toBe('1,234 reviews');
    expect(pluralise(1, 'review')).toBe('1 review');
    expect(pluralise(1_234_567, 'beach', 'beaches')).toBe('1,234,567 beaches');
    expect(formatCount(1234)).toBe('1,234');
  });
});

describe('formatRoundedDistance', () => {
  it('says metres to 10 m, then km to 0.1 under 10 km, then whole km', () => {
    expect(formatRoundedDistance(476)).toBe('480 m');
    expect(formatRoundedDistance(996)).toBe('1.0 km');
    expect(formatRoundedDistance(1419)).toBe('1.4 km');
    expect(formatRoundedDistance(9960)).toBe('10 km');
    expect(formatRoundedDistance(34_312)).toBe('34 km');
  });
});
