import { describe, expect, it } from 'vitest';
import { daylight } from '../../../../domain/tides/daylight.ts';
import type { TideEntry } from '../../../data/queries/get-tides.ts';
import {
  doubleTideNote,
  formatHeight,
  formatTimeUntil,
  listedTides,
  nextTide,
  sandWindows,
  tideClock,
} from './tide-times.ts';

describe('tide times', () => {
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

  it('gives the sand-walking hours around each main low water, cut to daylight', () => {
    // Croyde on 1 July: sunrise 05:06, sunset 21:35 (BST).
    const july = daylight(51.1319, -4.2364, '2026-07-01');
    const day: TideEntry[] = [
      { time: '2026-07-01T04:26:00+01:00', type: 'low', height: 2 },
      { time: '2026-07-01T10:42:00+01:00', type: 'high', height: 8 },
      { time: '2026-07-01T13:33:00+01:00', type: 'low', height: 2 },
      { time: '2026-07-01T16:00:00+01:00', type: 'low', height: 2.5, minor: true },
      { time: '2026-07-01T23:10:00+01:00', type: 'low', height: 2 },
    ];
    // Before dawn the window starts at sunrise; one starting after sunset is left out.
    expect(sandWindows(day, july)).toEqual(['05:06–05:56', '12:03–15:03']);
  });

  it('suggests no walk in the dark of a November evening', () => {
    // Croyde on 22 November: sunrise 07:45, sunset 16:21 (GMT). Low water at 09:45 and 21:49:
    // the evening's 21:19 window was suggested until midnight before daylight was known.
    const november = daylight(51.1319, -4.2364, '2026-11-22');
    const day: TideEntry[] = [
      { time: '2026-11-22T09:45:00Z', type: 'low', height: 1.2 },
      { time: '2026-11-22T15:55:00Z', type: 'high', height: 8.1 },
      { time: '2026-11-22T21:49:00Z', type: 'low', height: 1.1 },
    ];
    expect(sandWindows(day, november)).toEqual(['08:15–11:15']);
    // Low water just after sunset leaves a sliver of daylight, not worth a walk.
    expect(sandWindows([{ time: '2026-11-22T17:25:00Z', type: 'low', height: 1 }], november)).toEqual([]);
    // Low water soon after sunrise: the window opens at sunrise.
    expect(sandWindows([{ time: '2026-11-22T08:00:00Z', type: 'low', height: 1 }], november)).toEqual([
      '07:45–09:30',
    ]);
    // Without daylight known, nothing is suggested.
    expect(sandWindows(day, null)).toEqual([]);
  });
});
