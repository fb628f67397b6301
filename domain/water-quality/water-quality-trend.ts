/**
 * The 3-day water-quality trend of spec §4: take the last 3 distinct days of a beach's history,
 * compare the oldest and the newest of those days by rank (excellent 4 … poor 1).
 * Higher means improving, lower declining, equal stable.
 *
 * Only real samples count: a history row without a sample (a copy of the annual class) says
 * nothing about a trend. With fewer than 2 sample days there is no trend at all (`null`), and
 * the screen says so instead of calling it stable (issue #12).
 */
import { londonIsoDate } from '../clock/london-time.ts';

export const WATER_QUALITY_STATUSES = ['excellent', 'good', 'sufficient', 'poor'] as const;
export type WaterQualityStatus = (typeof WATER_QUALITY_STATUSES)[number];
/** What a beach without a record shows. */
export type WaterQualityDisplayStatus = WaterQualityStatus | 'unknown';
export type WaterQualityTrend = 'improving' | 'declining' | 'stable';

const STATUS_RANK: Record<WaterQualityStatus, number> = {
  excellent: 4,
  good: 3,
  sufficient: 2,
  poor: 1,
};

const TREND_DAYS = 3;

export interface HistoryPoint {
  status: string | null;
  /** The Environment Agency sample behind the row; null for anything else. */
  sample: { sampledAt: string } | null;
}

export interface TrendReading {
  /** null: fewer than 2 sample days, so no trend. */
  trend: WaterQualityTrend | null;
  /** Distinct days with a ranked sample in the history given. */
  sampleDays: number;
}

export const isWaterQualityStatus = (status: unknown): status is WaterQualityStatus =>
  typeof status === 'string' && status in STATUS_RANK;

/** The trend of one beach's history (records in any order; unranked statuses are ignored). */
export function waterQualityTrend(history: readonly HistoryPoint[]): TrendReading {
  // One reading per day: the latest sample taken that day.
  const byDay = new Map<string, { at: number; rank: number }>();
  for (const point of history) {
    const at = Date.parse(point.sample?.sampledAt ?? '');
    if (!isWaterQualityStatus(point.status) || Number.isNaN(at)) continue;
    // Days are counted on the beaches' own calendar, so a 23:30 sample in summer is that day's.
    const day = londonIsoDate(new Date(at));
    const seen = byDay.get(day);
    if (!seen || at > seen.at) byDay.set(day, { at, rank: STATUS_RANK[point.status] });
  }
  const lastDays = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-TREND_DAYS)
    .map(([, reading]) => reading.rank);
  const sampleDays = byDay.size;
  if (lastDays.length < 2) return { trend: null, sampleDays };
  const oldest = lastDays[0];
  const newest = lastDays[lastDays.length - 1];
  const trend = newest > oldest ? 'improving' : newest < oldest ? 'declining' : 'stable';
  return { trend, sampleDays };
}

/** The trend of every beach in a mixed history list, by beach id. */
export function trendsByBeach(
  history: readonly (HistoryPoint & { beachId: number })[],
): Map<number, TrendReading> {
  const grouped = new Map<number, HistoryPoint[]>();
  for (const point of history) {
    const list = grouped.get(point.beachId) ?? [];
    list.push(point);
    grouped.set(point.beachId, list);
  }
  return new Map([...grouped].map(([beachId, points]) => [beachId, waterQualityTrend(points)]));
}
