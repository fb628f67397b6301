/** GET /api/water-quality: the current record of every beach that has one (spec §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaterQuality } from '../../../domain/water-quality/water-quality-schema.ts';
import { apiGet } from '../http/api-client.ts';
import { readAllWaterQuality } from '../mirror/mirror-reads.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { mirrorFirst } from './read-through.ts';

export type WaterQualityRecord = WaterQuality;

export const getWaterQuality = () =>
  mirrorFirst(readAllWaterQuality, () => apiGet<WaterQualityRecord[]>('/api/water-quality'));

export const waterQualityQuery = () =>
  queryOptions({
    queryKey: queryKeys.waterQuality.all,
    queryFn: getWaterQuality,
    ...QUERY_TIMINGS.waterQuality,
  });

export const useWaterQuality = () => useQuery(waterQualityQuery());
