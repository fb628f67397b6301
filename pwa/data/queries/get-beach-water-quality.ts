/**
 * GET /api/beaches/{id}/water-quality. Any non-OK answer is "no data" (spec §7); a 404 may
 * say why (e.g. "The nearest Environment Agency bathing water is …"), which the card shows.
 */
import { useQuery } from '@tanstack/react-query';
import type { WaterQuality } from '../../../domain/water-quality/water-quality-schema.ts';
import type { WaterQualityStatus } from '../../../domain/water-quality/water-quality-trend.ts';
import { ApiError, apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type { WaterQualityStatus };

export interface WaterQualityResult {
  record: WaterQuality | null;
  /** The server's reason when there is no record. */
  note: string | null;
}

async function fetchWaterQuality(beachId: number): Promise<WaterQualityResult> {
  try {
    const record = await apiGet(`/api/beaches/${beachId}/water-quality`, publicSchema('waterQuality'));
    return { record, note: null };
  } catch (error) {
    const note = error instanceof ApiError && error.status === 404 ? (error.serverMessage ?? null) : null;
    return { record: null, note };
  }
}

const waterQualityQuery = (beachId: number) =>
  defineQuery({
    key: queryKeys.beaches.waterQuality(beachId),
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readBeachWaterQuality(db, beachId),
    remote: () => fetchWaterQuality(beachId),
    ...QUERY_TIMINGS.waterQuality,
  });

export const useWaterQuality = (beachId: number) => useQuery(waterQualityQuery(beachId));
