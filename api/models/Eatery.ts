import { BaseModel } from './base-model.ts';

export class Eatery extends BaseModel {
  static tableName = 'eateries';

  id!: number;
  beachId!: number;
  name!: string;
  venueType!: string | null;
  cuisine!: string | null;
  address!: string | null;
  latitude!: string | null;
  longitude!: string | null;
  website!: string | null;
  email!: string | null;
  phone!: string | null;
  dogFriendly!: boolean;
  dogFriendlyNotes!: string | null;
  distanceKm!: string | number | null;
  lastVerifiedAt!: Date | string | null;
  sourceUrl!: string | null;
  notes!: string | null;
}
