/** The beach as the API returns it, as a zod schema (server, seeds and tests). */
import { z } from 'zod';
import {
  dogRuleEvidenceListSchema,
  dogRulesSchema,
  monthDay,
  restrictionHours,
} from '../dog-rules/dog-rules-schema.ts';
import {
  ACCESS_TYPES,
  ACCESSIBILITY_LEVELS,
  BEACH_LOCATIONS,
  BEACH_TYPES,
  DOG_ACCESS_STATUSES,
  VALIDATION_CONFIDENCES,
} from './beach.ts';

const nullableText = z.string().nullable();

/** A beach as the API returns it. Coordinates are strings, as the spec's clients expect. */
export const beachSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  location: z.enum(BEACH_LOCATIONS),
  county: nullableText,
  description: nullableText,
  latitude: z.string(),
  longitude: z.string(),
  postcode: nullableText,
  fullAddress: nullableText,
  imageUrl: nullableText,
  accessType: z.enum(ACCESS_TYPES),
  beachType: z.enum(BEACH_TYPES),
  accessibilityLevel: z.enum(ACCESSIBILITY_LEVELS).nullable(),
  beachCharacteristics: z.array(z.string()),
  seasonalRestrictions: nullableText,
  restrictionPeriod: nullableText,
  accessInfo: nullableText,
  parkingInfo: nullableText,
  safetyNotes: nullableText,
  aboutDescription: nullableText,
  /** The amenities: null when nobody has found out (the page says "not known", never "no"). */
  hasParking: z.boolean().nullable(),
  hasFacilities: z.boolean().nullable(),
  hasFreshWater: z.boolean().nullable(),
  hasBeachCafe: z.boolean().nullable(),
  hasLifeguards: z.boolean().nullable(),
  hasDogWalks: z.boolean().nullable(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
  googleRating: z.number().nullable(),
  totalReviewsGoogle: z.number().int().nullable(),
  placeId: nullableText,
  website: nullableText,
  phone: nullableText,
  facebookUrl: nullableText,
  instagramUrl: nullableText,
  twitterUrl: nullableText,
  youtubeUrl: nullableText,
  dogAccessStatus: z.enum(DOG_ACCESS_STATUSES).nullable(),
  dogRestrictionStart: monthDay.nullable(),
  dogRestrictionEnd: monthDay.nullable(),
  dogRestrictionHours: restrictionHours.nullable(),
  dogOnLeadRequired: z.boolean(),
  dogRestrictionZones: nullableText,
  /**
   * The dog rules as a list (zones, periods, hours); the dog fields above are derived from it.
   * Null: not known well enough to list (a seasonal ban whose dates were not recorded).
   */
  dogRules: dogRulesSchema.nullable(),
  /** With no rules listed, what says dogs are free here all year (issue #29); null: nothing recorded. */
  unrestrictedEvidence: dogRuleEvidenceListSchema.nullable(),
  validationNotes: nullableText,
  validationLastChecked: nullableText,
  validationSourceUrl: nullableText,
  validationConfidence: z.enum(VALIDATION_CONFIDENCES).nullable(),
  bathingWaterId: nullableText,
  /**
   * For a beach not on an EA bathing water (no bathingWaterId), the nearest one and how far; null
   * on one. Absent from beaches a phone mirrored before the field existed.
   */
  nearestBathingWater: z.object({ name: z.string(), distanceM: z.number() }).nullable().optional(),
  /** The tide gauge this beach's tides come from (an id in the tide station file). */
  tideStationId: nullableText,
  /** Whose tide times these are, e.g. "Tide times and heights are predicted for Devonport, 9.1 km away. …". */
  tideNote: nullableText,
  updatedAt: z.string(),
});

export type Beach = z.infer<typeof beachSchema>;
