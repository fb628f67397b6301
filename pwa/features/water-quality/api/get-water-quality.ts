/** GET /api/water-quality: the current record of every beach that has one (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { QUERY_TIMINGS } from '../../../lib/query-client.ts';

export interface WaterQualityRecord {
  beachId: number;
  /** Null when the bathing water is closed or unclassified. */
  status: string | null;
  waterQualityStatus: string | null;
  statusDetails: string | null;
  stormOverflowActive: boolean;
  lastChecked: string;
  dataSource: string;
}

export const getWaterQuality = () => apiGet<WaterQualityRecord[]>('/api/water-quality');

export const waterQualityQuery = () =>
  queryOptions({
    queryKey: ['water-quality'],
    queryFn: getWaterQuality,
    ...QUERY_TIMINGS.waterQuality,
  });

export const useWaterQuality = () => useQuery(waterQualityQuery());
