/** GET /api/water-quality: the current record of every beach that has one (spec §7). */
import { useQuery } from '@tanstack/react-query';
import type { WaterQuality } from '../../../domain/water-quality/water-quality-schema.ts';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type WaterQualityRecord = WaterQuality;

export const waterQualityQuery = () =>
  defineQuery({
    key: queryKeys.waterQuality.all,
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readAllWaterQuality(db),
    remote: () => apiGet('/api/water-quality', publicSchema('waterQualityList')),
    ...QUERY_TIMINGS.waterQuality,
  });

export const useWaterQuality = () => useQuery(waterQualityQuery());
