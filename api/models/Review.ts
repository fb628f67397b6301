import type { RelationMappingsThunk } from 'objection';
import { Beach } from './Beach.ts';
import { BaseModel } from './base-model.ts';
import { User } from './User.ts';

export class Review extends BaseModel {
  static tableName = 'reviews';

  id!: number;
  beachId!: number;
  userId!: number | null;
  rating!: number;
  reviewText!: string;
  reviewerName!: string;
  visitDate!: Date | string | null;
  createdAt!: Date;
  updatedAt!: Date;

  static relationMappings: RelationMappingsThunk = () => ({
    beach: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Beach,
      join: { from: 'reviews.beachId', to: 'beaches.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'reviews.userId', to: 'users.id' },
    },
  });
}
