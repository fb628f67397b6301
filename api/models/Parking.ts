import { BaseModel } from './base-model.ts';

export class Parking extends BaseModel {
  static tableName = 'parking';
  static jsonAttributes = ['paymentMethods'];

  id!: number;
  beachId!: number;
  name!: string;
  owner!: string | null;
  availability!: string | null;
  location!: string | null;
  cost!: string | null;
  paymentMethods!: string[];
  capacity!: number | null;
  heightRestriction!: string | null;
  openingHours!: string | null;
  specialNotes!: string | null;
  distanceToBeach!: number | null;
  latitude!: string | null;
  longitude!: string | null;
}
