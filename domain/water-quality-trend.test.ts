import { describe, expect, it } from 'vitest';
import { trendsByBeach, waterQualityTrend } from './water-quality-trend.ts';

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 6, day, hour)).toISOString();

describe('waterQualityTrend', () => {
  it('is improving when the newest of the last 3 days ranks higher than the oldest', () => {
    expect(
      waterQualityTrend([
        { recordedAt: at(1), status: 'sufficient' },
        { recordedAt: at(2), status: 'poor' },
        { recordedAt: at(3), status: 'good' },
      ]),
    ).toBe('improving');
  });

  it('is declining when the newest ranks lower, whatever the order of the records', () => {
    expect(
      waterQualityTrend([
        { recordedAt: at(3), status: 'good' },
        { recordedAt: at(1), status: 'excellent' },
        { recordedAt: at(2), status: 'excellent' },
      ]),
    ).toBe('declining');
  });

  it('is stable on a tie, even when the middle day differs', () => {
    expect(
      waterQualityTrend([
        { recordedAt: at(1), status: 'good' },
        { recordedAt: at(2), status: 'poor' },
        { recordedAt: at(3), status: 'good' },
      ]),
    ).toBe('stable');
  });

  it('is stable with fewer than 2 points', () => {
    expect(waterQualityTrend([])).toBe('stable');
    expect(waterQualityTrend([{ recordedAt: at(1), status: 'poor' }])).toBe('stable');
  });

  it('counts distinct days, not records: two readings on one day are one point', () => {
    expect(
      waterQualityTrend([
        { recordedAt: at(1, 8), status: 'poor' },
        { recordedAt: at(1, 16), status: 'excellent' },
      ]),
    ).toBe('stable');
  });

  it("uses the day's latest reading when a day has several", () => {
    expect(
      waterQualityTrend([
        { recordedAt: at(1), status: 'good' },
        { recordedAt: at(2, 8), status: 'poor' },
        { recordedAt: at(2, 16), status: 'excellent' },
      ]),
    ).toBe('improving');
  });

  it('looks only at the last 3 distinct days when there are more', () => {
    // Day 1 was poor (would make it "improving"), but only days 3–5 count: excellent → good.
    expect(
      waterQualityTrend([
        { recordedAt: at(1), status: 'poor' },
        { recordedAt: at(2), status: 'poor' },
        { recordedAt: at(3), status: 'excellent' },
        { recordedAt: at(4), status: 'sufficient' },
        { recordedAt: at(5), status: 'good' },
      ]),
    ).toBe('declining');
  });

  it('compares across gaps: the last 3 distinct days need not be consecutive', () => {
    expect(
      waterQualityTrend([
        { recordedAt: at(1), status: 'poor' },
        { recordedAt: at(9), status: 'good' },
      ]),
    ).toBe('improving');
  });

  it('ignores records without a ranked status', () => {
    expect(
      waterQualityTrend([
        { recordedAt: at(1), status: 'good' },
        { recordedAt: at(2), status: 'closed' },
        { recordedAt: 'not a date', status: 'poor' },
      ]),
    ).toBe('stable');
  });

  it('groups a mixed history by beach', () => {
    const trends = trendsByBeach([
      { beachId: 1, recordedAt: at(1), status: 'poor' },
      { beachId: 2, recordedAt: at(1), status: 'good' },
      { beachId: 1, recordedAt: at(2), status: 'good' },
      { beachId: 2, recordedAt: at(2), status: 'sufficient' },
    ]);
    expect(trends.get(1)).toBe('improving');
    expect(trends.get(2)).toBe('declining');
    expect(trends.get(3)).toBeUndefined();
  });
});
