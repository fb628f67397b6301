/**
 * `GET /api/sync` as the app reads it: a snapshot (everything kept offline) or a delta (rows
 * changed and ids deleted since a cursor). Rows have the shapes of the rest of the API, so the
 * mirror answers a screen exactly as the network would.
 */
import { z } from 'zod';
import { beachSchema } from '../beaches/beach-schema.ts';
import { eaterySchema } from '../beaches/eatery-schema.ts';
import { parkingSchema } from '../beaches/parking-schema.ts';
import { walkingRouteSchema } from '../beaches/walking-route-schema.ts';
import { blogPostSchema } from '../blog/blog-post-schema.ts';
import { waterQualityHistorySchema, waterQualitySchema } from '../water-quality/water-quality-schema.ts';
import { SYNC_COLLECTION_NAMES, type SyncCollectionName } from './sync-feed.ts';

const tideStationSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  attribution: z.string(),
});

const ids = z.array(z.number().int());

export const syncFeedSchema = z.object({
  kind: z.enum(['snapshot', 'delta']),
  cursor: z.string().regex(/^\d+$/),
  beaches: z.array(beachSchema),
  waterQuality: z.array(waterQualitySchema),
  waterQualityHistory: z.array(waterQualityHistorySchema),
  parking: z.array(parkingSchema),
  eateries: z.array(eaterySchema),
  walkingRoutes: z.array(walkingRouteSchema),
  blogPosts: z.array(blogPostSchema),
  tideStations: z.array(tideStationSummarySchema).optional(),
  deleted: z
    .object(
      Object.fromEntries(SYNC_COLLECTION_NAMES.map((name) => [name, ids])) as Record<
        SyncCollectionName,
        typeof ids
      >,
    )
    .optional(),
});

export type SyncFeed = z.infer<typeof syncFeedSchema>;
export type TideStationSummary = z.infer<typeof tideStationSummarySchema>;

export type { SyncCollectionName } from './sync-feed.ts';
