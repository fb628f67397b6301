import type { RelationMappingsThunk } from 'objection';
import { Beach } from './Beach.ts';
import { BaseModel } from './base-model.ts';
import { User } from './User.ts';

export class UserFeedback extends BaseModel {
  static tableName = 'user_feedback';

  id!: number;
  userId!: number;
  beachId!: number | null;
  feedbackType!: string;
  content!: string;
  isPublic!: boolean;
  createdAt!: Date;
  updatedAt!: Date;
  /** Loaded with withGraphFetched('[beach, user]') for the listings. */
  beach?: Beach;
  user?: User;

  static relationMappings: RelationMappingsThunk = () => ({
    beach: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Beach,
      join: { from: 'user_feedback.beachId', to: 'beaches.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'user_feedback.userId', to: 'users.id' },
    },
  });
}
