import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { londonDayRange } from '../clock/london-time.ts';
import { stationById, testStations } from '../testing/tide-stations.ts';
import { STATION_IDS } from './coast-segments.ts';
import { isDoubleTideStation } from './harmonic-predictor.ts';
import { predictCurve, predictDay } from './predict-day.ts';

/**
 * A byte-for-byte copy of shared/data/tide-example-2026-07-01.txt, kept in the repo so CI
 * has it: "id | place | Low 00:34 1.24; High 06:22 4.83; …" in BST.
 */
const EXAMPLE = new URL('../testing/tide-example-2026-07-01.txt', import.meta.url);
const example = readFileSync(EXAMPLE, 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('ticon/'))
  .map((line) => {
    const [id, place, list] = line.split(' | ');
    const extremes = list.split('; ').map((entry) => {
      const [type, clock, height] = entry.split(' ');
      return { type: type.toLowerCase(), clock, height: Number(height) };
    });
    return { id, place, extremes };
  });

describe('predictDay against the reference table for 1 July 2026 (BST)', () => {
  it('covers all 14 stations of the shipped file', () => {
    expect(example).toHaveLength(14);
    expect(new Set(example.map((e) => e.id))).toEqual(new Set(testStations.map((s) => s.id)));
  });

  it.each(example)(
    '$place: every high and low water to the minute and the centimetre',
    ({ id, place, extremes }) => {
      const station = stationById(id);
      expect(station.place_from_source_id).toBe(place);
      const predicted = predictDay(station, '2026-07-01');
      expect(predicted.map((e) => ({ type: e.type, clock: e.time.slice(11, 16), height: e.height }))).toEqual(
        extremes,
      );
      for (const e of predicted) expect(e.time).toMatch(/^2026-07-01T\d{2}:\d{2}:00\+01:00$/);
    },
  );

  it('marks the stands of the double tides as minor and keeps the main high and low of each cycle', () => {
    const weymouth = predictDay(stationById(STATION_IDS.weymouth), '2026-07-01');
    const main = weymouth.filter((e) => !e.minor).map((e) => `${e.type} ${e.time.slice(11, 16)}`);
    // Of the double low water 01:02 / 04:25 the lower (04:25, 0.66 m) is the main one.
    expect(main).toEqual(['low 04:25', 'high 08:29', 'low 13:10', 'high 20:30']);
    const bournemouth = predictDay(stationById(STATION_IDS.bournemouth), '2026-07-01');
    expect(bournemouth.filter((e) => e.minor).map((e) => e.time.slice(11, 16))).toEqual([
      '00:47',
      '02:09',
      '12:52',
      '14:39',
    ]);
  });

  it('flags exactly Weymouth, Swanage Pier and Bournemouth as double-tide stations', () => {
    const double = testStations.filter(isDoubleTideStation).map((s) => s.place_from_source_id);
    expect(double).toEqual(['Weymouth', 'Swanage Pier', 'Bournemouth']);
  });
});

describe('clock-change days', () => {
  const devonport = stationById(STATION_IDS.devonport);

  it.each([
    ['2026-03-29', 23, /^2026-03-29T\d{2}:\d{2}:00\+01:00$/],
    ['2026-10-25', 25, /^2026-10-25T\d{2}:\d{2}:00\+00:00$/],
  ])('%s lasts %i hours and every tide is on that local day, in the right offset', (date, hours, late) => {
    const { start, end } = londonDayRange(date);
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(hours);
    const tides = predictDay(devonport, date);
    expect(tides.length).toBeGreaterThanOrEqual(3);
    for (const tide of tides) {
      const t = Date.parse(tide.time);
      expect(t).toBeGreaterThanOrEqual(start.getTime());
      expect(t).toBeLessThan(end.getTime());
      expect(tide.time.slice(0, 10)).toBe(date);
    }
    // After 01:00 UTC the clocks have changed: the afternoon tides carry the new offset.
    expect(tides.at(-1)?.time).toMatch(late);
  });

  it('matches the neighbouring days at the seams: no tide lost or doubled across midnight', () => {
    for (const [a, b, c] of [
      ['2026-03-28', '2026-03-29', '2026-03-30'],
      ['2026-10-24', '2026-10-25', '2026-10-26'],
    ]) {
      const joined = [a, b, c].flatMap((d) => predictDay(devonport, d));
      const { start } = londonDayRange(a);
      const { end } = londonDayRange(c);
      const whole =
        predictDay(devonport, a).length + predictDay(devonport, b).length + predictDay(devonport, c).length;
      expect(joined).toHaveLength(whole);
      const gaps = joined
        .slice(1)
        .map((e, i) => (Date.parse(e.time) - Date.parse(joined[i].time)) / 3_600_000);
      expect(Math.min(...gaps)).toBeGreaterThan(5);
      expect(Math.max(...gaps)).toBeLessThan(8);
      expect(Date.parse(joined[0].time)).toBeGreaterThanOrEqual(start.getTime());
      expect(Date.parse(joined.at(-1)?.time ?? '')).toBeLessThan(end.getTime());
    }
  });

  it('draws a curve from local midnight to local midnight (23, 24 and 25 hours)', () => {
    expect(predictCurve(devonport, '2026-03-29', 60)).toHaveLength(24);
    expect(predictCurve(devonport, '2026-07-01', 60)).toHaveLength(25);
    const autumn = predictCurve(devonport, '2026-10-25', 60);
    expect(autumn).toHaveLength(26);
    expect(autumn[0].time).toBe('2026-10-25T00:00:00+01:00');
    expect(autumn.at(-1)?.time).toBe('2026-10-26T00:00:00+00:00');
  });
});

describe('predictCurve', () => {
  const devonport = stationById(STATION_IDS.devonport);

  it('passes through the day’s high and low waters', () => {
    const curve = predictCurve(devonport, '2026-07-01', 1);
    expect(curve).toHaveLength(24 * 60 + 1);
    for (const tide of predictDay(devonport, '2026-07-01')) {
      const point = curve.find((p) => p.time === tide.time);
      expect(point?.height).toBeCloseTo(tide.height, 1);
    }
  });

  it('refuses steps that would not land on local midnight', () => {
    expect(() => predictCurve(devonport, '2026-07-01', 7)).toThrow(RangeError);
    expect(() => predictDay(devonport, '2026-02-30')).toThrow(RangeError);
  });
});
