import { describe, expect, it } from 'vitest';
import {
  londonDayRange,
  londonIsoDate,
  londonOffsetMinutes,
  parseIsoDate,
  toLondonIso,
} from './london-time.ts';

describe('London time for tide tables', () => {
  it('finds local midnight in summer and winter', () => {
    expect(londonDayRange('2026-07-01')).toEqual({
      start: new Date('2026-06-30T23:00:00Z'),
      end: new Date('2026-07-01T23:00:00Z'),
    });
    expect(londonDayRange('2026-01-15').start).toEqual(new Date('2026-01-15T00:00:00Z'));
  });

  it('makes the spring-forward day 23 hours and the fall-back day 25', () => {
    expect(londonDayRange('2026-03-29')).toEqual({
      start: new Date('2026-03-29T00:00:00Z'),
      end: new Date('2026-03-29T23:00:00Z'),
    });
    expect(londonDayRange('2026-10-25')).toEqual({
      start: new Date('2026-10-24T23:00:00Z'),
      end: new Date('2026-10-26T00:00:00Z'),
    });
  });

  it('writes ISO times with the London offset, cut to the minute', () => {
    expect(toLondonIso(new Date('2026-07-01T06:27:35.9Z'))).toBe('2026-07-01T07:27:00+01:00');
    expect(toLondonIso(new Date('2026-12-24T23:59:59Z'))).toBe('2026-12-24T23:59:00+00:00');
    expect(toLondonIso(new Date('2026-10-25T00:30:00Z'))).toBe('2026-10-25T01:30:00+01:00');
    expect(toLondonIso(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T01:30:00+00:00');
    expect(londonIsoDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(0);
    expect(londonOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(60);
  });

  it('rejects dates that are not on the calendar', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-7-1', 'tomorrow', '']) {
      expect(parseIsoDate(bad), bad).toBeNull();
    }
    expect(parseIsoDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(() => londonDayRange('2026-02-30')).toThrow(RangeError);
  });
});
