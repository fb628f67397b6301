import type { RelationMappingsThunk } from 'objection';
import { Beach } from './Beach.ts';
import { BaseModel } from './base-model.ts';
import { RouteRating } from './RouteRating.ts';

export class WalkingRoute extends BaseModel {
  static tableName = 'walking_routes';

  id!: number;
  beachId!: number;
  userId!: number | null;
  routeName!: string;
  description!: string;
  difficulty!: 'easy' | 'moderate' | 'challenging';
  estimatedDuration!: number;
  distanceKm!: string | number;
  startingPoint!: string;
  highlights!: string | null;
  routeNotes!: string | null;
  submittedBy!: string;
  submitterEmail!: string | null;
  averageRating!: string | number;
  totalRatings!: number;
  isApproved!: boolean;
  createdAt!: Date;
  updatedAt!: Date;

  static relationMappings: RelationMappingsThunk = () => ({
    beach: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Beach,
      join: { from: 'walking_routes.beachId', to: 'beaches.id' },
    },
    ratings: {
      relation: BaseModel.HasManyRelation,
      modelClass: RouteRating,
      join: { from: 'walking_routes.id', to: 'route_ratings.routeId' },
    },
  });
}
