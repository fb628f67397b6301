import { BaseModel } from './base-model.ts';

export class BeachPhoto extends BaseModel {
  static tableName = 'beach_photos';
  static jsonAttributes = ['variants'];

  id!: number;
  beachId!: number;
  photoUrl!: string;
  /** The folder of its variants (admin uploads); null for a photo only linked. */
  storageKey!: string | null;
  variants!: unknown[];
  caption!: string | null;
  authorName!: string | null;
  createdAt!: Date;
}
