import { BaseModel } from './base-model.ts';

/** The fields the current record and its history share. */
abstract class WaterQualityFields extends BaseModel {
  static jsonAttributes = ['rawData'];

  beachId!: number;
  waterQualityStatus!: string | null;
  stormOverflowActive!: boolean;
  status!: 'excellent' | 'good' | 'sufficient' | 'poor';
  statusDetails!: string | null;
  lastChecked!: Date;
  dataSource!: string;
  rawData!: unknown;
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
