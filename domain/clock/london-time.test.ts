import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from './calendar-date.ts';
import {
  dayNumber,
  londonClock,
  londonDayNumber,
  londonDayRange,
  londonInstant,
  londonIsoDate,
  londonOffsetMinutes,
  toLondonIso,
} from './london-time.ts';

/** A moment given as UTC, so each test states exactly which London wall-clock time it means. */
const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

// In 2026 the clocks go forward at 01:00 UTC on Sunday 29 March and back at 01:00 UTC on
// Sunday 25 October (the last Sundays of those months); in 2027 on 28 March and 31 October.

describe('londonClock', () => {
  it('reads GMT in winter and BST in summer', () => {
    expect(londonClock(at('2026-01-15T09:30:00Z'))).toMatchObject({
      month: 1,
      day: 15,
      minutes: 9 * 60 + 30,
    });
    expect(londonClock(at('2026-07-15T09:30:00Z'))).toMatchObject({
      month: 7,
      day: 15,
      minutes: 10 * 60 + 30,
    });
  });

  it('rolls the date over at London midnight, not UTC midnight', () => {
    expect(londonClock(at('2026-04-30T23:30:00Z'))).toMatchObject({ month: 5, day: 1, minutes: 30 });
  });

  it('jumps from 00:59 to 02:00 in March and goes back from 01:59 to 01:00 in October', () => {
    const minutes = (iso: string) => londonClock(at(iso)).minutes;
    expect(minutes('2026-03-29T00:59:00Z')).toBe(59);
    expect(minutes('2026-03-29T01:00:00Z')).toBe(120);
    expect(minutes('2026-10-25T00:59:00Z')).toBe(119);
    expect(minutes('2026-10-25T01:00:00Z')).toBe(60);
    expect(londonClock(at('2027-10-31T00:30:00Z'))).toEqual({ year: 2027, month: 10, day: 31, minutes: 90 });
    expect(londonClock(at('2027-10-31T01:30:00Z'))).toEqual({ year: 2027, month: 10, day: 31, minutes: 90 });
  });
});

describe('the London date of an instant', () => {
  it('names the London date', () => {
    expect(londonIsoDate(at('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonIsoDate(at('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('asks for the London date, which can differ from the UTC one', () => {
    expect(londonIsoDate(new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
    expect(londonIsoDate(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
  });

  it('turns at 23:00 UTC from the March change to the October one, at 00:00 UTC otherwise', () => {
    expect(londonIsoDate(at('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
    expect(londonIsoDate(at('2026-03-29T23:30:00Z'))).toBe('2026-03-30');
    expect(londonIsoDate(at('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    expect(londonIsoDate(at('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });

  it('counts London days since 1970', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(dayNumber(2026, 3, 30) - dayNumber(2026, 3, 29)).toBe(1);
    // In summer London is an hour ahead: 23:30 UTC on 30 Jun is already 1 Jul there.
    expect(londonDayNumber(new Date('2026-06-30T23:30:00Z'))).toBe(dayNumber(2026, 7, 1));
    // Asked twice in the same minute, and then in the next: the answer follows the instant.
    expect(londonDayNumber(at('2026-10-25T22:59:30Z'))).toBe(dayNumber(2026, 10, 25));
    expect(londonDayNumber(at('2026-10-25T22:59:50Z'))).toBe(dayNumber(2026, 10, 25));
    expect(londonDayNumber(at('2026-10-26T00:00:00Z'))).toBe(dayNumber(2026, 10, 26));
  });
});

describe('londonInstant', () => {
  const iso = (year: number, month: number, day: number, minutes: number) =>
    londonInstant(year, month, day, minutes).toISOString();

  it('reads the London wall clock in winter and in summer', () => {
    expect(iso(2026, 1, 15, 9 * 60 + 30)).toBe('2026-01-15T09:30:00.000Z');
    expect(iso(2026, 7, 15, 9 * 60 + 30)).toBe('2026-07-15T08:30:00.000Z');
    expect(iso(2026, 7, 15, 24 * 60)).toBe('2026-07-15T23:00:00.000Z');
    expect(iso(2026, 12, 31, 24 * 60)).toBe('2027-01-01T00:00:00.000Z');
  });

  it('on the days the clocks change: the first time the wall clock reads it, never later', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST; 01:30 never shows, the earlier reading is kept.
    expect(iso(2026, 3, 29, 0)).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(2026, 3, 29, 90)).toBe('2026-03-29T00:30:00.000Z');
    expect(iso(2026, 3, 29, 180)).toBe('2026-03-29T02:00:00.000Z');
    // 25 October 2026: 02:00 BST becomes 01:00 GMT; 01:30 shows twice, first at 00:30 UTC.
    expect(iso(2026, 10, 25, 90)).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(2026, 10, 25, 180)).toBe('2026-10-25T03:00:00.000Z');
  });

  it('gives back, for every minute around both changes, the first instant the clock showed it', () => {
    for (const from of ['2026-03-28T22:00:00Z', '2026-10-24T22:00:00Z', '2027-10-30T22:00:00Z']) {
      const seen = new Map<string, number>();
      for (let t = Date.parse(from); t < Date.parse(from) + 6 * 60 * MINUTE; t += MINUTE) {
        const { year, month, day, minutes } = londonClock(new Date(t));
        const key = `${year}-${month}-${day} ${minutes}`;
        if (!seen.has(key)) seen.set(key, t);
        expect(londonInstant(year, month, day, minutes).getTime(), key).toBe(seen.get(key));
      }
    }
  });
});

describe('London days for tide tables', () => {
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
    const hours = (date: string) => {
      const { start, end } = londonDayRange(date);
      return (end.getTime() - start.getTime()) / (60 * MINUTE);
    };
    expect([hours('2027-03-27'), hours('2027-03-28'), hours('2027-03-29')]).toEqual([24, 23, 24]);
    expect([hours('2027-10-30'), hours('2027-10-31'), hours('2027-11-01')]).toEqual([24, 25, 24]);
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
      expect(parseCalendarDate(bad), bad).toBeNull();
    }
    expect(parseCalendarDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(() => londonDayRange('2026-02-30')).toThrow(RangeError);
  });
});
