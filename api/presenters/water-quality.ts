import type { WaterQualityFields, WaterQualityHistory } from '../models/WaterQuality.ts';
import { toIso } from './values.ts';

export function presentWaterQuality(w: WaterQualityFields) {
  return {
    beachId: w.beachId,
    status: w.status,
    waterQualityStatus: w.waterQualityStatus,
    statusDetails: w.statusDetails,
    stormOverflowActive: w.stormOverflowActive,
    lastChecked: toIso(w.lastChecked),
    dataSource: w.dataSource,
  };
}

export function presentWaterQualityHistory(h: WaterQualityHistory) {
  return { ...presentWaterQuality(h), id: h.id, recordedAt: toIso(h.recordedAt) };
}
