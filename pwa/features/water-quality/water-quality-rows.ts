/**
 * Joins beaches, their current records and their history into the rows the page shows, and the
 * counting and filtering over them. Pure, so the page stays a thin view.
 */
import type { Beach } from '../../../domain/beaches/beach.ts';
import {
  isWaterQualityStatus,
  type TrendReading,
  trendsByBeach,
  type WaterQualityDisplayStatus,
} from '../../../domain/water-quality/water-quality-trend.ts';
import type { WaterQualityRecord } from '../../data/queries/get-water-quality.ts';
import type { WaterQualityHistoryRecord } from '../../data/queries/get-water-quality-history.ts';

export type RowBeach = Pick<Beach, 'id' | 'slug' | 'name' | 'location'> &
  Partial<Pick<Beach, 'bathingWaterId' | 'nearestBathingWater'>>;

export interface WaterQualityRow {
  beach: RowBeach;
  status: WaterQualityDisplayStatus;
  /** Kept for a closed or not yet classified water too: its details say which. */
  record: WaterQualityRecord | null;
  /** Undefined when there is no ranked status or the history could not be loaded. */
  trend?: TrendReading;
}

export const DISPLAY_STATUSES: WaterQualityDisplayStatus[] = [
  'excellent',
  'good',
  'sufficient',
  'poor',
  'unknown',
];

const NO_SAMPLES: TrendReading = { trend: null, sampleDays: 0 };

export function buildRows(
  beaches: readonly RowBeach[],
  records: readonly WaterQualityRecord[],
  history?: readonly WaterQualityHistoryRecord[],
): WaterQualityRow[] {
  const recordByBeach = new Map(records.map((r) => [r.beachId, r]));
  const trends = history ? trendsByBeach(history) : undefined;
  return beaches.map((beach) => {
    const record = recordByBeach.get(beach.id) ?? null;
    const status = record && isWaterQualityStatus(record.status) ? record.status : 'unknown';
    if (status === 'unknown') return { beach, status, record };
    // No history rows for a beach: no samples in the window, so no trend.
    const trend = trends ? (trends.get(beach.id) ?? NO_SAMPLES) : undefined;
    return { beach, status, record, trend };
  });
}

export function countByStatus(rows: readonly WaterQualityRow[]): Record<WaterQualityDisplayStatus, number> {
  const counts = { excellent: 0, good: 0, sufficient: 0, poor: 0, unknown: 0 };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

export interface RowFilters {
  search: string;
  location: string;
  status: WaterQualityDisplayStatus | '';
}

export function filterRows(rows: readonly WaterQualityRow[], filters: RowFilters): WaterQualityRow[] {
  const needle = filters.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (!needle || row.beach.name.toLowerCase().includes(needle)) &&
      (!filters.location || row.beach.location === filters.location) &&
      (!filters.status || row.status === filters.status),
  );
}
