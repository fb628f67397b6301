/** GET /api/water-quality/history?days=N: every beach's recent records, newest first per beach. */
import { useQuery } from '@tanstack/react-query';
import type { WaterQualityHistory } from '../../../domain/water-quality/water-quality-schema.ts';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type WaterQualityHistoryRecord = WaterQualityHistory;

/** Two weeks covers the last 3 distinct sampling days even when samples are a few days apart. */
export const HISTORY_DAYS = 14;

export const waterQualityHistoryQuery = (days = HISTORY_DAYS) =>
  defineQuery({
    key: queryKeys.waterQuality.history(days),
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readWaterQualityHistory(db, days),
    remote: () => apiGet(`/api/water-quality/history?days=${days}`, publicSchema('waterQualityHistory')),
    ...QUERY_TIMINGS.waterQuality,
  });

export const useWaterQualityHistory = (days = HISTORY_DAYS) => useQuery(waterQualityHistoryQuery(days));
