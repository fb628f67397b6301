/**
 * The domain/ schema of every public GET's answer, by name. Loaded on demand (api-client.ts's
 * `publicSchema`), in its own chunk with zod: a page the server rendered reads its first answers
 * from the HTML and the phone's mirror, so a visit that never asks the network for data never
 * downloads the parser.
 */
import { z } from 'zod';
import { currentUserAnswerSchema } from '../../../domain/accounts/auth.ts';
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
import { favouriteSchema } from '../../../domain/favourites/favourite-schema.ts';
import {
  beachWaterQualityAnswerSchema,
  waterQualityHistorySchema,
  waterQualitySchema,
} from '../../../domain/water-quality/water-quality-schema.ts';

/** Rows of a long list parsed in full; beyond them, each row's frame only (see `longList`). */
const ROWS_PARSED_IN_FULL = 500;

const hasNumericId = (row: unknown) =>
  typeof row === 'object' && row !== null && typeof (row as { id?: unknown }).id === 'number';

/**
 * A list that can be very long (every beach: 18 MB of JSON at 10,000 beaches, bench/scale.ts):
 * its first ROWS_PARSED_IN_FULL rows parsed with the item schema (the whole of today's 180
 * beaches), the rest checked by their frame (an object with a numeric id), as the sync checks its
 * feed (mirror/sync-client.ts). zod without compiled parsers (our CSP) takes about twice
 * JSON.parse's time to read 10,000 beaches field by field (bench/parse-beach-list.ts), and a
 * server that drifts from the schema drifts on every row, so the first rows find it.
 */
function longList<Item extends z.ZodType>(item: Item) {
  return z.array(z.unknown()).transform((rows, ctx) => {
    const checked: z.output<Item>[] = [];
    for (const [index, row] of rows.entries()) {
      const parsed = index < ROWS_PARSED_IN_FULL ? item.safeParse(row) : null;
      const issue = parsed
        ? parsed.error?.issues[0]
        : hasNumericId(row)
          ? undefined
          : { message: 'Not a row with an id', path: [] };
      if (issue) {
        // One wrong row is enough to refuse the answer.
        ctx.issues.push({ code: 'custom', message: issue.message, input: row, path: [index, ...issue.path] });
        return z.NEVER;
      }
      checked.push(parsed?.success ? parsed.data : (row as z.output<Item>));
    }
    return checked;
  });
}

export const responseSchemas = {
  stats: statsSchema,
  beach: beachSchema,
  beaches: longList(beachSchema),
  beachPage: pageSchema(beachSchema),
  beachIndex: z.array(beachIndexEntrySchema),
  parking: z.array(parkingSchema),
  eateries: z.array(eaterySchema),
  walkingRoutes: z.array(walkingRouteSchema),
  reviews: z.array(reviewSchema),
  communityPhotos: z.array(communityPhotoSchema),
  feedback: z.array(feedbackSchema),
  beachWaterQuality: beachWaterQualityAnswerSchema,
  waterQualityList: z.array(waterQualitySchema),
  waterQualityHistory: z.array(waterQualityHistorySchema),
  blogPosts: z.array(blogPostSummarySchema),
  blogPost: blogPostSchema,
  currentUser: currentUserAnswerSchema,
  appConfig: appConfigSchema,
  favourites: z.array(favouriteSchema),
};
