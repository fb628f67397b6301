/**
 * The beach entity as the product speaks of it (spec section 3): its enums and the
 * shape every client receives. Shared by the API presenters, the seeds and the PWA.
 */
import { z } from 'zod';

export const BEACH_LOCATIONS = [
  'South Devon',
  'North Devon',
  'Torbay',
  'East Devon',
  'Cornwall',
  'Somerset',
  'Dorset',
  'Plymouth',
] as const;
export const ACCESS_TYPES = ['year-round', 'seasonal', 'restricted', 'no-dogs'] as const;
export const BEACH_TYPES = ['mixed', 'sandy', 'rocky', 'pebble'] as const;
export const ACCESSIBILITY_LEVELS = ['excellent', 'moderate', 'limited'] as const;
export const DOG_ACCESS_STATUSES = ['allowed', 'seasonal_ban', 'year_round_ban', 'restricted'] as const;
export const VALIDATION_CONFIDENCES = ['high', 'medium', 'low'] as const;
export const AMENITY_FLAGS = [
  'hasParking',
  'hasFacilities',
  'hasFreshWater',
  'hasBeachCafe',
  'hasLifeguards',
  'hasDogWalks',
] as const;

export type BeachLocation = (typeof BEACH_LOCATIONS)[number];
export type AccessType = (typeof ACCESS_TYPES)[number];
export type BeachType = (typeof BEACH_TYPES)[number];
export type AmenityFlag = (typeof AMENITY_FLAGS)[number];

export const ACCESS_TYPE_LABELS: Record<AccessType, string> = {
  'year-round': 'Year Round Access',
  seasonal: 'Seasonal',
  restricted: 'Some Restrictions',
  'no-dogs': 'No Dogs Allowed',
};

/** MM-DD, a day of the year as councils publish ban dates. */
export const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use MM-DD');
/** "24hr" or a daily window such as "10:00-18:00". */
export const restrictionHours = z
  .string()
  .regex(/^(24hr|([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)$/, 'Use 24hr or HH:MM-HH:MM');

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
  hasParking: z.boolean(),
  hasFacilities: z.boolean(),
  hasFreshWater: z.boolean(),
  hasBeachCafe: z.boolean(),
  hasLifeguards: z.boolean(),
  hasDogWalks: z.boolean(),
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
  validationNotes: nullableText,
  validationLastChecked: nullableText,
  validationSourceUrl: nullableText,
  validationConfidence: z.enum(VALIDATION_CONFIDENCES).nullable(),
  bathingWaterId: nullableText,
  updatedAt: z.string(),
});

export type Beach = z.infer<typeof beachSchema>;
