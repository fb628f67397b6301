import type { RelationMappingsThunk } from 'objection';
import { BaseModel } from './base-model.ts';
import { CommunityPhoto } from './CommunityPhoto.ts';
import { UserFeedback } from './UserFeedback.ts';

export class User extends BaseModel {
  static tableName = 'users';

  id!: number;
  email!: string;
  passwordHash!: string | null;
  firstName!: string | null;
  lastName!: string | null;
  profileImageUrl!: string | null;
  emailVerified!: boolean;
  verificationTokenHash!: string | null;
  verificationTokenExpiresAt!: Date | null;
  resetTokenHash!: string | null;
  resetTokenExpiresAt!: Date | null;
  oidcSubject!: string | null;
  createdAt!: Date;
  updatedAt!: Date;

  static relationMappings: RelationMappingsThunk = () => ({
    photos: {
      relation: BaseModel.HasManyRelation,
      modelClass: CommunityPhoto,
      join: { from: 'users.id', to: 'community_photos.userId' },
    },
    feedback: {
      relation: BaseModel.HasManyRelation,
      modelClass: UserFeedback,
      join: { from: 'users.id', to: 'user_feedback.userId' },
    },
  });
}
