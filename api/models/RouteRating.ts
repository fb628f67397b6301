import type { RelationMappingsThunk } from 'objection';
import { BaseModel } from './base-model.ts';
import { WalkingRoute } from './WalkingRoute.ts';

export class RouteRating extends BaseModel {
  static tableName = 'route_ratings';

  id!: number;
  routeId!: number;
  userId!: number | null;
  rating!: number;
  comment!: string | null;
  raterName!: string;
  raterEmail!: string | null;
  createdAt!: Date;

  static relationMappings: RelationMappingsThunk = () => ({
    route: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: WalkingRoute,
      join: { from: 'route_ratings.routeId', to: 'walking_routes.id' },
    },
  });
}
