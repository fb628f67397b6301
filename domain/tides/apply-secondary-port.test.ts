import { describe, expect, it } from 'vitest';
import { stationById } from '../testing/tide-stations.ts';
import { applySecondaryPort } from './apply-secondary-port.ts';
import { STATION_IDS } from './coast-segments.ts';
import { predictCurve, predictDay } from './predict-day.ts';
import type { TideExtreme } from './tide-station.ts';

const devonport = stationById(STATION_IDS.devonport);

describe('applySecondaryPort', () => {
  const gauge: TideExtreme[] = [
    { time: '2026-07-01T01:26:00+01:00', type: 'low', height: 1.26 },
    { time: '2026-07-01T07:27:00+01:00', type: 'high', height: 4.73 },
  ];

  it('moves high and low waters by their own differences and scales heights', () => {
    expect(
      applySecondaryPort(gauge, { highWaterMinutes: 17, lowWaterMinutes: -5, heightFactor: 0.9 }),
    ).toEqual([
      { time: '2026-07-01T01:21:00+01:00', type: 'low', height: 1.13 },
      { time: '2026-07-01T07:44:00+01:00', type: 'high', height: 4.26 },
    ]);
  });

  it('keeps time order and the minor mark, and writes the offset of the new instant', () => {
    const turned = applySecondaryPort(
      [
        { time: '2026-10-25T00:50:00+01:00', type: 'high', height: 2, minor: true },
        { time: '2026-10-25T01:20:00+01:00', type: 'low', height: 1 },
      ],
      { highWaterMinutes: 80, lowWaterMinutes: -20 },
    );
    // 00:50 BST + 80 min is after the clocks go back at 02:00 BST (01:00 UTC).
    expect(turned).toEqual([
      { time: '2026-10-25T01:00:00+01:00', type: 'low', height: 1 },
      { time: '2026-10-25T01:10:00+00:00', type: 'high', height: 2, minor: true },
    ]);
  });
});

describe('predictDay and predictCurve with a secondary port', () => {
  const salcombe = { highWaterMinutes: 17, lowWaterMinutes: 17 };

  it('gives Salcombe Devonport’s tides 17 minutes later', () => {
    expect(predictDay(devonport, '2026-07-01', salcombe).map((e) => e.time.slice(11, 16))).toEqual([
      '01:43',
      '07:44',
      '13:55',
      '20:00',
    ]);
  });

  it('moves a tide across midnight onto the right day', () => {
    // The first July day whose last Devonport tide is after 23:43 loses it to the next day.
    let date = '2026-07-01';
    for (let day = 1; day <= 31; day++) {
      date = `2026-07-${String(day).padStart(2, '0')}`;
      if ((predictDay(devonport, date).at(-1)?.time.slice(11, 16) ?? '') >= '23:43') break;
    }
    const gaugeDay = predictDay(devonport, date);
    const late = gaugeDay.at(-1)?.time ?? '';
    expect(late.slice(11, 16) >= '23:43').toBe(true);
    const next = `2026-07-${String(Number(date.slice(8)) + 1).padStart(2, '0')}`;
    const nextDay = predictDay(devonport, next, salcombe);
    expect(Date.parse(nextDay[0].time)).toBe(Date.parse(late) + 17 * 60_000);
    expect(nextDay[0].time.slice(0, 10)).toBe(next);
    expect(predictDay(devonport, date, salcombe)).toHaveLength(gaugeDay.length - 1);
  });

  it('shifts the whole curve by the same 17 minutes', () => {
    const gauge = predictCurve(devonport, '2026-07-01', 1);
    const shifted = predictCurve(devonport, '2026-07-01', 1, salcombe);
    expect(shifted[0].time).toBe('2026-07-01T00:00:00+01:00');
    expect(shifted).toHaveLength(gauge.length);
    for (let i = 0; i + 17 < gauge.length; i += 7) {
      expect(Math.abs(shifted[i + 17].height - gauge[i].height)).toBeLessThanOrEqual(0.011);
    }
  });
});
