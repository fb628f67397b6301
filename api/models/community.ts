/** The community tables of spec section 3: defined now, used by later screens. */
import type { RelationMappingsThunk } from 'objection';
import { Beach } from './Beach.ts';
import { BaseModel } from './base-model.ts';
import { User } from './User.ts';

export class BeachPost extends BaseModel {
  static tableName = 'beach_posts';
  static jsonAttributes = ['images', 'experienceTags'];

  id!: number;
  userId!: number;
  beachId!: number;
  content!: string;
  images!: string[];
  visitDate!: string | null;
  dogRating!: number | null;
  facilityRating!: number | null;
  accessRating!: number | null;
  experienceTags!: string[];
  visibility!: 'public' | 'followers' | 'private';
  isApproved!: boolean;
  likesCount!: number;
  commentsCount!: number;
  sharesCount!: number;

  static relationMappings: RelationMappingsThunk = () => ({
    beach: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Beach,
      join: { from: 'beach_posts.beachId', to: 'beaches.id' },
    },
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'beach_posts.userId', to: 'users.id' },
    },
    comments: {
      relation: BaseModel.HasManyRelation,
      modelClass: PostComment,
      join: { from: 'beach_posts.id', to: 'post_comments.postId' },
    },
    likes: {
      relation: BaseModel.HasManyRelation,
      modelClass: PostLike,
      join: { from: 'beach_posts.id', to: 'post_likes.postId' },
    },
  });
}

export class PostLike extends BaseModel {
  static tableName = 'post_likes';
  static idColumn = ['userId', 'postId'];
  userId!: number;
  postId!: number;
}

export class PostComment extends BaseModel {
  static tableName = 'post_comments';

  id!: number;
  userId!: number;
  postId!: number;
  parentCommentId!: number | null;
  content!: string;
  likesCount!: number;
  isApproved!: boolean;

  static relationMappings: RelationMappingsThunk = () => ({
    post: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: BeachPost,
      join: { from: 'post_comments.postId', to: 'beach_posts.id' },
    },
    replies: {
      relation: BaseModel.HasManyRelation,
      modelClass: PostComment,
      join: { from: 'post_comments.id', to: 'post_comments.parentCommentId' },
    },
    likes: {
      relation: BaseModel.HasManyRelation,
      modelClass: CommentLike,
      join: { from: 'post_comments.id', to: 'comment_likes.commentId' },
    },
  });
}

export class CommentLike extends BaseModel {
  static tableName = 'comment_likes';
  static idColumn = ['userId', 'commentId'];
  userId!: number;
  commentId!: number;
}

export class UserFollow extends BaseModel {
  static tableName = 'user_follows';
  static idColumn = ['followerId', 'followingId'];
  followerId!: number;
  followingId!: number;
}

export class BeachCheckin extends BaseModel {
  static tableName = 'beach_checkins';
  id!: number;
  userId!: number;
  beachId!: number;
  message!: string | null;
  mood!: string | null;
  dogCount!: number;
  weatherCondition!: string | null;
}

export class BeachFavourite extends BaseModel {
  static tableName = 'beach_favourites';
  id!: number;
  userId!: number;
  beachId!: number;
  notes!: string | null;
}
