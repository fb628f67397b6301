/**
 * GET /api/beaches/{id}/water-quality: the beach's record, or `null` when none is held. Without
 * one the card says why, worded from the beach (noRecordNote: the nearest bathing water, or that
 * we hold no record), as the mirror's read does. Any non-OK answer is "no data" (spec §7), with no
 * reason given.
 */
import { useQuery } from '@tanstack/react-query';
import type { Beach } from '../../../domain/beaches/beach.ts';
import type { WaterQuality } from '../../../domain/water-quality/water-quality-schema.ts';
import type { WaterQualityStatus } from '../../../domain/water-quality/water-quality-trend.ts';
import { noRecordNote } from '../../../domain/water-quality/water-quality-wording.ts';
import { apiGet, publicSchema } from '../http/api-client.ts';
import { QUERY_TIMINGS } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { defineQuery } from './read-through.ts';

export type { WaterQualityStatus };

export interface WaterQualityResult {
  record: WaterQuality | null;
  /** Why there is no record, when the server (or the mirror) says there is none. */
  note: string | null;
}

type BeachNamed = Pick<Beach, 'id' | 'name' | 'bathingWaterId' | 'nearestBathingWater'>;

async function fetchWaterQuality(beach: BeachNamed): Promise<WaterQualityResult> {
  try {
    const record = await apiGet(`/api/beaches/${beach.id}/water-quality`, publicSchema('beachWaterQuality'));
    return { record, note: record ? null : noRecordNote(beach) };
  } catch {
    return { record: null, note: null };
  }
}

const waterQualityQuery = (beach: BeachNamed) =>
  defineQuery({
    key: queryKeys.beaches.waterQuality(beach.id),
    policy: 'mirror-first',
    mirror: (reads, db) => reads.readBeachWaterQuality(db, beach.id),
    remote: () => fetchWaterQuality(beach),
    ...QUERY_TIMINGS.waterQuality,
  });

export const useWaterQuality = (beach: BeachNamed) => useQuery(waterQualityQuery(beach));
