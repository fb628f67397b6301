/** GET /api/water-quality: the current record of every beach that has one (spec §7). */
import { useQuery } from '@tanstack/react-query';
import type { WaterQuality } from '../../../domain/water-quality/water-quality-schema.ts';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { readAllWaterQuality } from '../mirror/mirror-reads.ts';
import { defineQuery } from './define-query.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export type WaterQualityRecord = WaterQuality;

export const waterQualityQuery = () =>
  defineQuery({
    key: queryKeys.waterQuality.all,
    policy: 'mirror-first',
    mirror: readAllWaterQuality,
    remote: () => apiGet('/api/water-quality', publicSchema('waterQualityList')),
    ...QUERY_TIMINGS.waterQuality,
  });

export const useWaterQuality = () => useQuery(waterQualityQuery());
