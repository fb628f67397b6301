import { BaseModel } from './base-model.ts';

type CountQualifier = '<' | '=' | '>';

/** The fields the current record and its history share. */
abstract class WaterQualityFields extends BaseModel {
  static jsonAttributes = ['rawData'];

  beachId!: number;
  waterQualityStatus!: string | null;
  stormOverflowActive!: boolean;
  /** The annual class; null when the bathing water is closed or not yet classified. */
  status!: 'excellent' | 'good' | 'sufficient' | 'poor' | null;
  statusDetails!: string | null;
  lastChecked!: Date;
  dataSource!: string;
  rawData!: unknown;
  /** EA sampling-point notation ("24200") and the year of the classification in `status`. */
  samplingPoint!: string | null;
  classificationYear!: number | null;
  /** The EA daily pollution-risk forecast; ignored once past its expiry. */
  riskLevel!: 'normal' | 'increased' | null;
  riskExpiresAt!: Date | null;
  riskComment!: string | null;
  stormOverflowSince!: Date | null;
  /** One sample's bacteria counts (cfu/100 ml) with the lab's qualifier. */
  sampledAt!: Date | null;
  eColi!: number | null;
  eColiQualifier!: CountQualifier | null;
  enterococci!: number | null;
  enterococciQualifier!: CountQualifier | null;
}

export type { WaterQualityFields };

/** The current water-quality record of a beach (at most one; none means "unknown"). */
export class WaterQuality extends WaterQualityFields {
  static tableName = 'water_quality';
  static idColumn = 'beachId';

  updatedAt!: Date;
}

/** One record per beach per recorded time. */
export class WaterQualityHistory extends WaterQualityFields {
  static tableName = 'water_quality_history';

  id!: number;
  recordedAt!: Date;
}
