import { describe, expect, it } from 'vitest';
import { trendsByBeach, waterQualityTrend } from './water-quality-trend.ts';

const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 6, day, hour)).toISOString();
/** A history row behind one EA sample taken at `sampledAt`. */
const sampled = (sampledAt: string, status: string) => ({ status, sample: { sampledAt } });
const trendOf = (history: Parameters<typeof waterQualityTrend>[0]) => waterQualityTrend(history).trend;

describe('waterQualityTrend', () => {
  it('is improving when the newest of the last 3 days ranks higher than the oldest', () => {
    expect(trendOf([sampled(at(1), 'sufficient'), sampled(at(2), 'poor'), sampled(at(3), 'good')])).toBe(
      'improving',
    );
  });

  it('is declining when the newest ranks lower, whatever the order of the records', () => {
    expect(trendOf([sampled(at(3), 'good'), sampled(at(1), 'excellent'), sampled(at(2), 'excellent')])).toBe(
      'declining',
    );
  });

  it('is stable on a tie, even when the middle day differs', () => {
    expect(trendOf([sampled(at(1), 'good'), sampled(at(2), 'poor'), sampled(at(3), 'good')])).toBe('stable');
  });

  it('gives no trend, not "stable", with fewer than 2 sample days', () => {
    expect(waterQualityTrend([])).toEqual({ trend: null, sampleDays: 0 });
    expect(waterQualityTrend([sampled(at(1), 'poor')])).toEqual({ trend: null, sampleDays: 1 });
  });

  it('counts only rows behind a real sample: copies of the annual class make no trend', () => {
    const copies = [1, 2, 3].map(() => ({ status: 'excellent', sample: null }));
    expect(waterQualityTrend(copies)).toEqual({ trend: null, sampleDays: 0 });
    expect(waterQualityTrend([...copies, sampled(at(4), 'good')])).toEqual({ trend: null, sampleDays: 1 });
  });

  it('counts distinct days, not records: two samples on one day are one point', () => {
    expect(waterQualityTrend([sampled(at(1, 8), 'poor'), sampled(at(1, 16), 'excellent')])).toEqual({
      trend: null,
      sampleDays: 1,
    });
  });

  it("uses the day's latest reading when a day has several", () => {
    expect(
      trendOf([sampled(at(1), 'good'), sampled(at(2, 8), 'poor'), sampled(at(2, 16), 'excellent')]),
    ).toBe('improving');
  });

  it('looks only at the last 3 distinct days when there are more', () => {
    // Day 1 was poor (would make it "improving"), but only days 3–5 count: excellent → good.
    expect(
      trendOf([
        sampled(at(1), 'poor'),
        sampled(at(2), 'poor'),
        sampled(at(3), 'excellent'),
        sampled(at(4), 'sufficient'),
        sampled(at(5), 'good'),
      ]),
    ).toBe('declining');
  });

  it('compares across gaps: the last 3 distinct days need not be consecutive', () => {
    expect(trendOf([sampled(at(1), 'poor'), sampled(at(9), 'good')])).toBe('improving');
  });

  it('ignores samples without a ranked status or a readable date', () => {
    expect(
      waterQualityTrend([sampled(at(1), 'good'), sampled(at(2), 'closed'), sampled('not a date', 'poor')]),
    ).toEqual({ trend: null, sampleDays: 1 });
  });

  it('groups a mixed history by beach', () => {
    const trends = trendsByBeach([
      { beachId: 1, ...sampled(at(1), 'poor') },
      { beachId: 2, ...sampled(at(1), 'good') },
      { beachId: 1, ...sampled(at(2), 'good') },
      { beachId: 2, ...sampled(at(2), 'sufficient') },
    ]);
    expect(trends.get(1)?.trend).toBe('improving');
    expect(trends.get(2)?.trend).toBe('declining');
    expect(trends.get(3)).toBeUndefined();
  });
});
