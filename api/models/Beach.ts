import type { Modifiers, RelationMappingsThunk } from 'objection';
import type { DogRuleEvidence } from '../../domain/dog-rules/dog-rule-evidence.ts';
import type { DogRule } from '../../domain/dog-rules/dog-rules.ts';
import { BeachPhoto } from './BeachPhoto.ts';
import { BaseModel } from './base-model.ts';
import { CommunityPhoto } from './CommunityPhoto.ts';
import { Eatery } from './Eatery.ts';
import { Parking } from './Parking.ts';
import { Review } from './Review.ts';
import { UserFeedback } from './UserFeedback.ts';
import { WalkingRoute } from './WalkingRoute.ts';
import { WaterQuality, WaterQualityHistory } from './WaterQuality.ts';

export class Beach extends BaseModel {
  static tableName = 'beaches';
  static jsonAttributes = ['beachCharacteristics', 'dogRules', 'unrestrictedEvidence'];

  id!: number;
  slug!: string;
  name!: string;
  location!: string;
  county!: string | null;
  description!: string | null;
  latitude!: string;
  longitude!: string;
  postcode!: string | null;
  fullAddress!: string | null;
  imageUrl!: string | null;
  accessType!: string;
  beachType!: string;
  accessibilityLevel!: string | null;
  beachCharacteristics!: string[];
  seasonalRestrictions!: string | null;
  restrictionPeriod!: string | null;
  accessInfo!: string | null;
  parkingInfo!: string | null;
  safetyNotes!: string | null;
  aboutDescription!: string | null;
  hasParking!: boolean | null;
  hasFacilities!: boolean | null;
  hasFreshWater!: boolean | null;
  hasBeachCafe!: boolean | null;
  hasLifeguards!: boolean | null;
  hasDogWalks!: boolean | null;
  averageRating!: string | number;
  totalReviews!: number;
  googleRating!: string | number | null;
  totalReviewsGoogle!: number | null;
  placeId!: string | null;
  website!: string | null;
  phone!: string | null;
  facebookUrl!: string | null;
  instagramUrl!: string | null;
  twitterUrl!: string | null;
  youtubeUrl!: string | null;
  dogAccessStatus!: string | null;
  dogRestrictionStart!: string | null;
  dogRestrictionEnd!: string | null;
  dogRestrictionHours!: string | null;
  dogOnLeadRequired!: boolean;
  dogRestrictionZones!: string | null;
  /** Null until the seed gives the beach its list; read the single-period fields then. */
  dogRules!: DogRule[] | null;
  unrestrictedEvidence!: DogRuleEvidence[] | null;
  validationNotes!: string | null;
  validationLastChecked!: Date | string | null;
  validationSourceUrl!: string | null;
  validationConfidence!: string | null;
  bathingWaterId!: string | null;
  tideStationId!: string | null;
  tideOffsetHighMinutes!: number | null;
  tideOffsetLowMinutes!: number | null;
  tideNote!: string | null;
  createdAt!: Date;
  updatedAt!: Date;
  deletedAt!: Date | null;

  static modifiers: Modifiers = {
    /** Beaches that have not been deleted (deleted ones stay as tombstones for sync). */
    live(query) {
      query.whereNull('beaches.deletedAt');
    },
  };

  static relationMappings: RelationMappingsThunk = () => ({
    reviews: {
      relation: BaseModel.HasManyRelation,
      modelClass: Review,
      join: { from: 'beaches.id', to: 'reviews.beachId' },
    },
    parking: {
      relation: BaseModel.HasManyRelation,
      modelClass: Parking,
      join: { from: 'beaches.id', to: 'parking.beachId' },
    },
    eateries: {
      relation: BaseModel.HasManyRelation,
      modelClass: Eatery,
      join: { from: 'beaches.id', to: 'eateries.beachId' },
    },
    walkingRoutes: {
      relation: BaseModel.HasManyRelation,
      modelClass: WalkingRoute,
      join: { from: 'beaches.id', to: 'walking_routes.beachId' },
    },
    waterQuality: {
      relation: BaseModel.HasOneRelation,
      modelClass: WaterQuality,
      join: { from: 'beaches.id', to: 'water_quality.beachId' },
    },
    waterQualityHistory: {
      relation: BaseModel.HasManyRelation,
      modelClass: WaterQualityHistory,
      join: { from: 'beaches.id', to: 'water_quality_history.beachId' },
    },
    photos: {
      relation: BaseModel.HasManyRelation,
      modelClass: BeachPhoto,
      join: { from: 'beaches.id', to: 'beach_photos.beachId' },
    },
    communityPhotos: {
      relation: BaseModel.HasManyRelation,
      modelClass: CommunityPhoto,
      join: { from: 'beaches.id', to: 'community_photos.beachId' },
    },
    feedback: {
      relation: BaseModel.HasManyRelation,
      modelClass: UserFeedback,
      join: { from: 'beaches.id', to: 'user_feedback.beachId' },
    },
  });
}
