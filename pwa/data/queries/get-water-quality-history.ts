/** GET /api/water-quality/history?days=N: every beach's recent records, newest first per beach. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaterQualityHistory } from '../../../domain/water-quality/water-quality-schema.ts';
import { apiGet } from '../http/api-client.ts';
import { readWaterQualityHistory } from '../mirror/mirror-reads.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { mirrorFirst } from './read-through.ts';

export type WaterQualityHistoryRecord = WaterQualityHistory;

/** Two weeks covers the last 3 distinct sampling days even when samples are a few days apart. */
export const HISTORY_DAYS = 14;

export const getWaterQualityHistory = (days = HISTORY_DAYS) =>
  mirrorFirst(
    (db) => readWaterQualityHistory(db, days),
    () => apiGet<WaterQualityHistoryRecord[]>(`/api/water-quality/history?days=${days}`),
  );

export const waterQualityHistoryQuery = (days = HISTORY_DAYS) =>
  queryOptions({
    queryKey: queryKeys.waterQuality.history(days),
    queryFn: () => getWaterQualityHistory(days),
    ...QUERY_TIMINGS.waterQuality,
  });

export const useWaterQualityHistory = (days = HISTORY_DAYS) => useQuery(waterQualityHistoryQuery(days));
