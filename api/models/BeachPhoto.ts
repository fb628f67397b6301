import { BaseModel } from './base-model.ts';

export class BeachPhoto extends BaseModel {
  static tableName = 'beach_photos';

  id!: number;
  beachId!: number;
  photoUrl!: string;
  caption!: string | null;
  authorName!: string | null;
  createdAt!: Date;
}
