/** GET /api/water-quality/history?days=N: every beach's recent records, newest first per beach. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';

export interface WaterQualityHistoryRecord {
  id: number;
  beachId: number;
  status: string | null;
  waterQualityStatus: string | null;
  recordedAt: string;
}

/** Two weeks covers the last 3 distinct sampling days even when samples are a few days apart. */
export const HISTORY_DAYS = 14;

export const getWaterQualityHistory = (days = HISTORY_DAYS) =>
  apiGet<WaterQualityHistoryRecord[]>(`/api/water-quality/history?days=${days}`);

export const waterQualityHistoryQuery = (days = HISTORY_DAYS) =>
  queryOptions({
    queryKey: ['water-quality', 'history', days],
    queryFn: () => getWaterQualityHistory(days),
    ...QUERY_TIMINGS.waterQuality,
  });

export const useWaterQualityHistory = (days = HISTORY_DAYS) => useQuery(waterQualityHistoryQuery(days));
