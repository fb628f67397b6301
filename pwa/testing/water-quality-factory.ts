import type { WaterQuality, WaterQualityHistory } from '../../domain/water-quality/water-quality-schema.ts';

/** A water-quality record as the API returns it: by default a 2025 class with no sample. */
export function buildWaterQuality(overrides: Partial<WaterQuality> = {}): WaterQuality {
  return {
    beachId: 1,
    status: 'excellent',
    waterQualityStatus: 'Excellent',
    statusDetails: 'Croyde Bay: Excellent (Environment Agency 2025 annual classification)',
    stormOverflowActive: false,
    lastChecked: '2026-05-31T07:24:23.000Z',
    dataSource: 'ea_annual_classification',
    samplingPoint: '34200',
    classificationYear: 2025,
    riskLevel: null,
    riskExpiresAt: null,
    stormOverflowSince: null,
    sample: null,
    warnings: [],
    ...overrides,
  };
}

/** A history row behind one EA sample taken at `sampledAt`, with the class then in force. */
export function buildSampleHistory(
  beachId: number,
  sampledAt: string,
  status: WaterQuality['status'],
  id = 1,
): WaterQualityHistory {
  return {
    ...buildWaterQuality({ beachId, status, dataSource: 'environment_agency' }),
    sample: {
      sampledAt,
      eColi: { count: 10, qualifier: '<' },
      enterococci: { count: 10, qualifier: '<' },
    },
    id,
    recordedAt: sampledAt,
  };
}
