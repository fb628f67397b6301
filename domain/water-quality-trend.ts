/**
 * The 3-day water-quality trend of spec §4: take the last 3 distinct days of a beach's history,
 * compare the oldest and the newest of those days by rank (excellent 4 … poor 1).
 * Higher means improving, lower declining; equal, or fewer than 2 days, means stable.
 */

export const WATER_QUALITY_STATUSES = ['excellent', 'good', 'sufficient', 'poor'] as const;
export type WaterQualityStatus = (typeof WATER_QUALITY_STATUSES)[number];
/** What a beach without a record shows. */
export type WaterQualityDisplayStatus = WaterQualityStatus | 'unknown';
export type WaterQualityTrend = 'improving' | 'declining' | 'stable';

export const STATUS_RANK: Record<WaterQualityStatus, number> = {
  excellent: 4,
  good: 3,
  sufficient: 2,
  poor: 1,
};

export const TREND_DAYS = 3;

export interface HistoryPoint {
  recordedAt: string;
  status: string | null;
}

export const isWaterQualityStatus = (status: unknown): status is WaterQualityStatus =>
  typeof status === 'string' && status in STATUS_RANK;

// Days are counted on the beaches' own calendar, so a 23:30 sample in summer is that day's.
const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The trend of one beach's history (records in any order; unranked statuses are ignored). */
export function waterQualityTrend(history: readonly HistoryPoint[]): WaterQualityTrend {
  // One reading per day: the latest taken that day.
  const byDay = new Map<string, { at: number; rank: number }>();
  for (const point of history) {
    const at = Date.parse(point.recordedAt);
    if (!isWaterQualityStatus(point.status) || Number.isNaN(at)) continue;
    const day = londonDay.format(at);
    const seen = byDay.get(day);
    if (!seen || at > seen.at) byDay.set(day, { at, rank: STATUS_RANK[point.status] });
  }
  const lastDays = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-TREND_DAYS)
    .map(([, reading]) => reading.rank);
  if (lastDays.length < 2) return 'stable';
  const oldest = lastDays[0];
  const newest = lastDays[lastDays.length - 1];
  if (newest > oldest) return 'improving';
  if (newest < oldest) return 'declining';
  return 'stable';
}

/** The trend of every beach in a mixed history list, by beach id. */
export function trendsByBeach(
  history: readonly (HistoryPoint & { beachId: number })[],
): Map<number, WaterQualityTrend> {
  const grouped = new Map<number, HistoryPoint[]>();
  for (const point of history) {
    const list = grouped.get(point.beachId) ?? [];
    list.push(point);
    grouped.set(point.beachId, list);
  }
  return new Map([...grouped].map(([beachId, points]) => [beachId, waterQualityTrend(points)]));
}
