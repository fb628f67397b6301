/**
 * Physical sanity over all of 2026: the numbers a harbour master would recognise, and the
 * shape of every day at every station.
 */
import { describe, expect, it } from 'vitest';
import { stationById, testStations } from '../testing/tide-stations.ts';
import { STATION_IDS } from './coast-segments.ts';
import { isDoubleTideStation, rawExtremes } from './harmonic-predictor.ts';
import { markMinorExtremes } from './minor-extremes.ts';
import { predictCurve, predictDay } from './predict-day.ts';

function datesOf(year: number, month?: number): string[] {
  const dates: string[] = [];
  for (
    let d = new Date(Date.UTC(year, month ?? 0, 1));
    d.getUTCFullYear() === year;
    d.setUTCDate(d.getUTCDate() + 1)
  ) {
    if (month !== undefined && d.getUTCMonth() !== month) break;
    dates.push(d.toISOString().slice(0, 10));
  }
  return dates;
}

const YEAR = datesOf(2026);
const devonport = stationById(STATION_IDS.devonport);

describe('Devonport, 2026', () => {
  it('has a mean level of about 3.2–3.3 m above chart datum over the 10-minute curve', () => {
    // Each day's curve ends with the next day's midnight: drop it so no point counts twice.
    const heights = YEAR.flatMap((date) =>
      predictCurve(devonport, date, 10)
        .slice(0, -1)
        .map((p) => p.height),
    );
    expect(heights).toHaveLength(365 * 144);
    const mean = heights.reduce((sum, h) => sum + h, 0) / heights.length;
    expect(mean).toBeGreaterThan(3.2);
    expect(mean).toBeLessThan(3.3);
  });

  it('reaches a spring range of 4.6–5.1 m in July (perigean springs of 16–17 July)', () => {
    const july = datesOf(2026, 6).flatMap((date) => predictDay(devonport, date));
    const ranges = july.slice(1).map((e, i) => Math.abs(e.height - july[i].height));
    const largest = Math.max(...ranges);
    expect(largest).toBeGreaterThanOrEqual(4.6);
    expect(largest).toBeLessThanOrEqual(5.1);
    const at = july[ranges.indexOf(largest)].time.slice(0, 10);
    expect(['2026-07-16', '2026-07-17']).toContain(at);
  });
});

describe.each(testStations.filter((s) => !isDoubleTideStation(s)))(
  '$place_from_source_id, every day of 2026',
  (station) => {
    const days = YEAR.map((date) => ({ date, tides: predictDay(station, date) }));

    it('has two highs and two lows a day, or three tides when one falls past midnight', () => {
      const threeTideDays = days.filter((d) => d.tides.length === 3);
      for (const { date, tides } of days) {
        const highs = tides.filter((t) => t.type === 'high').length;
        const lows = tides.length - highs;
        if (tides.length === 4) expect([highs, lows]).toEqual([2, 2]);
        else if (tides.length === 5) {
          // Only the 25-hour day can hold a fifth (Exmouth: lows at 00:15 BST and 23:58 GMT).
          expect(date).toBe('2026-10-25');
        } else {
          // The semidiurnal tide comes ~50 min later each day, so about twice a month one
          // of the four slips into the next day: 49 or 50 such days a year at each station.
          expect(tides.length).toBe(3);
          expect(Math.min(highs, lows)).toBe(1);
        }
        for (let i = 1; i < tides.length; i++) expect(tides[i].type).not.toBe(tides[i - 1].type);
      }
      expect(threeTideDays.length).toBeGreaterThanOrEqual(45);
      expect(threeTideDays.length).toBeLessThanOrEqual(52);
    });

    it('never marks a tide minor (only double-tide gauges have stands)', () => {
      const start = new Date('2026-01-01T00:00:00Z');
      const end = new Date('2027-01-01T00:00:00Z');
      const marked = markMinorExtremes(station, rawExtremes(station, start, end), start, end);
      expect(marked.filter((e) => e.minor)).toEqual([]);
    });
  },
);

describe.each(testStations.filter(isDoubleTideStation))(
  '$place_from_source_id (double tides), 2026',
  (station) => {
    it('has one main high and one main low per tidal cycle, with the stands marked minor', () => {
      const tides = YEAR.flatMap((date) => predictDay(station, date));
      const main = tides.filter((t) => !t.minor);
      expect(tides.length).toBeGreaterThan(main.length);
      // About 4 main tides a day, as at any semidiurnal port (705 cycles in a year).
      expect(main.length).toBeGreaterThan(1380);
      expect(main.length).toBeLessThan(1440);
      // Main tides alternate high and low, bar a few neap days where the curve is nearly flat.
      const repeats = main.slice(1).filter((t, i) => t.type === main[i].type).length;
      expect(repeats).toBeLessThanOrEqual(10);
    });
  },
);
