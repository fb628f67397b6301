import type {
  WaterQuality,
  WaterQualityHistory as WaterQualityHistoryResponse,
  WaterQualitySample,
  WaterQualityWarning,
} from '../../domain/water-quality/water-quality-schema.ts';
import type { WaterQualityFields, WaterQualityHistory } from '../models/WaterQuality.ts';
import { toIso } from './values.ts';

const POLLUTION_RISK_MESSAGE =
  'The Environment Agency forecasts an increased risk of pollution today: bathing is not advised.';
const STORM_OVERFLOW_MESSAGE = 'A storm overflow is discharging near this beach.';

/**
 * Warnings in force now. They outrank the annual class but do not replace it (`status`
 * stays the class); a pollution-risk forecast counts only until it expires, even if the
 * importer has not run since.
 */
function warningsInForce(w: WaterQualityFields, now: Date): WaterQualityWarning[] {
  const warnings: WaterQualityWarning[] = [];
  if (w.stormOverflowActive) {
    warnings.push({
      kind: 'storm-overflow',
      message: STORM_OVERFLOW_MESSAGE,
      since: toIso(w.stormOverflowSince),
    });
  }
  const expires = w.riskExpiresAt ? new Date(w.riskExpiresAt) : null;
  if (w.riskLevel === 'increased' && expires && expires > now) {
    warnings.push({
      kind: 'pollution-risk',
      message: w.riskComment || POLLUTION_RISK_MESSAGE,
      until: expires.toISOString(),
    });
  }
  return warnings;
}

function presentSample(w: WaterQualityFields): WaterQualitySample | null {
  if (!w.sampledAt) return null;
  return {
    sampledAt: toIso(w.sampledAt),
    eColi: typeof w.eColi === 'number' ? { count: w.eColi, qualifier: w.eColiQualifier ?? '=' } : null,
    enterococci:
      typeof w.enterococci === 'number'
        ? { count: w.enterococci, qualifier: w.enterococciQualifier ?? '=' }
        : null,
  };
}

// One argument only: callers pass this straight to Array.map.
export function presentWaterQuality(w: WaterQualityFields): WaterQuality {
  return {
    beachId: w.beachId,
    status: w.status,
    waterQualityStatus: w.waterQualityStatus,
    statusDetails: w.statusDetails,
    stormOverflowActive: w.stormOverflowActive,
    lastChecked: toIso(w.lastChecked),
    dataSource: w.dataSource,
    samplingPoint: w.samplingPoint ?? null,
    classificationYear: w.classificationYear ?? null,
    riskLevel: w.riskLevel ?? null,
    riskExpiresAt: toIso(w.riskExpiresAt),
    stormOverflowSince: toIso(w.stormOverflowSince),
    sample: presentSample(w),
    warnings: warningsInForce(w, new Date()),
  };
}

export function presentWaterQualityHistory(h: WaterQualityHistory): WaterQualityHistoryResponse {
  return { ...presentWaterQuality(h), id: h.id, recordedAt: toIso(h.recordedAt) };
}
