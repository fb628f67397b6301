import { describe, expect, it } from 'vitest';
import type { TideEntry } from './api/get-tides.ts';
import {
  doubleTideNote,
  formatHeight,
  formatTimeUntil,
  listedTides,
  londonIsoDate,
  nextTide,
  sandWindows,
  tideClock,
} from './tide-times.ts';

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

  it('lists the first 4 main tides, leaving out the stands of a double tide', () => {
    const at = (hh: string, type: 'high' | 'low', minor?: boolean): TideEntry => ({
      time: `2026-07-01T${hh}:00:00+01:00`,
      type,
      height: 1,
      ...(minor ? { minor } : {}),
    });
    const day = [
      at('01', 'low'),
      at('04', 'high', true),
      at('08', 'high'),
      at('13', 'low'),
      at('20', 'high'),
      at('23', 'low'),
    ];
    expect(listedTides(day).map((e) => tideClock(e.time))).toEqual(['01:00', '08:00', '13:00', '20:00']);
    expect(doubleTideNote(day, true)).toBe('Double high waters here — see the curve');
    expect(doubleTideNote([at('01', 'low', true)], true)).toBe('Double low waters here — see the curve');
    expect(doubleTideNote([], true)).toMatch(/double high or low waters/);
    expect(
      doubleTideNote(
        day.filter((e) => !e.minor),
        false,
      ),
    ).toBeNull();
  });

  it('gives the sand-walking hours around each main low water, clipped to the day', () => {
    const day: TideEntry[] = [
      { time: '2026-07-01T01:26:00+01:00', type: 'low', height: 2 },
      { time: '2026-07-01T07:42:00+01:00', type: 'high', height: 8 },
      { time: '2026-07-01T13:33:00+01:00', type: 'low', height: 2 },
      { time: '2026-07-01T16:00:00+01:00', type: 'low', height: 2.5, minor: true },
      { time: '2026-07-01T23:10:00+01:00', type: 'low', height: 2 },
    ];
    expect(sandWindows(day, '2026-07-01')).toEqual(['00:00–02:56', '12:03–15:03', '21:40–24:00']);
    // On the autumn clock change the day is 25 hours long and the times read in GMT after 02:00.
    expect(
      sandWindows([{ time: '2026-10-25T04:40:00+00:00', type: 'low', height: 1 }], '2026-10-25'),
    ).toEqual(['03:10–06:10']);
  });
});
