/**
 * The domain/ schema of every public GET's answer, by name. Loaded on demand (api-client.ts's
 * `publicSchema`), in its own chunk with zod: a page the server rendered reads its first answers
 * from the HTML and the phone's mirror, so a visit that never asks the network for data never
 * downloads the parser.
 */
import { z } from 'zod';
import { authUserSchema } from '../../../domain/accounts/auth.ts';
import { beachSchema } from '../../../domain/beaches/beach-schema.ts';
import { eaterySchema } from '../../../domain/beaches/eatery-schema.ts';
import { beachIndexEntrySchema, pageSchema } from '../../../domain/beaches/listing-schema.ts';
import { parkingSchema } from '../../../domain/beaches/parking-schema.ts';
import { statsSchema } from '../../../domain/beaches/stats-schema.ts';
import { walkingRouteSchema } from '../../../domain/beaches/walking-route-schema.ts';
import { blogPostSchema, blogPostSummarySchema } from '../../../domain/blog/blog-post-schema.ts';
import { appConfigSchema } from '../../../domain/common/app-config-schema.ts';
import { communityPhotoSchema } from '../../../domain/community/community-photo-schema.ts';
import { feedbackSchema } from '../../../domain/community/feedback-schema.ts';
import { reviewSchema } from '../../../domain/community/review-schema.ts';
import {
  waterQualityHistorySchema,
  waterQualitySchema,
} from '../../../domain/water-quality/water-quality-schema.ts';

export const responseSchemas = {
  stats: statsSchema,
  beach: beachSchema,
  beaches: z.array(beachSchema),
  beachPage: pageSchema(beachSchema),
  beachIndex: z.array(beachIndexEntrySchema),
  parking: z.array(parkingSchema),
  eateries: z.array(eaterySchema),
  walkingRoutes: z.array(walkingRouteSchema),
  reviews: z.array(reviewSchema),
  communityPhotos: z.array(communityPhotoSchema),
  feedback: z.array(feedbackSchema),
  waterQuality: waterQualitySchema,
  waterQualityList: z.array(waterQualitySchema),
  waterQualityHistory: z.array(waterQualityHistorySchema),
  blogPosts: z.array(blogPostSummarySchema),
  blogPost: blogPostSchema,
  authUser: authUserSchema,
  appConfig: appConfigSchema,
};
