import type { RelationMappingsThunk } from 'objection';
import { Beach } from './Beach.ts';
import { BaseModel } from './base-model.ts';
import { User } from './User.ts';

export class CommunityPhoto extends BaseModel {
  static tableName = 'community_photos';
  static jsonAttributes = ['variants'];

  id!: number;
  beachId!: number;
  userId!: number;
  photoUrl!: string;
  storageKey!: string | null;
  variants!: unknown[];
  caption!: string | null;
  isApproved!: boolean;
  createdAt!: Date;
  /** Loaded with withGraphFetched('[beach, user]') for the listings. */
  beach?: Beach;
  user?: User;

  static relationMappings: RelationMappingsThunk = () => ({
    beach: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Beach,
      join: { from: 'community_photos.beachId', to: 'beaches.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'community_photos.userId', to: 'users.id' },
    },
  });
}
