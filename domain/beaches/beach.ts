/**
 * The beach entity as the product speaks of it (spec section 3): its enums and labels.
 * No zod here, so the browser can import these without the schema library; the response
 * schema is in beach-schema.ts.
 */
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

/** An amenity as the pages say it: a flag nobody has found out (null) is "not known", never "no". */
export type AmenityAnswer = 'yes' | 'no' | 'not known';
export const amenityAnswer = (flag: boolean | null | undefined): AmenityAnswer =>
  flag === true ? 'yes' : flag === false ? 'no' : 'not known';

export const ACCESS_TYPE_LABELS: Record<AccessType, string> = {
  'year-round': 'Year Round Access',
  seasonal: 'Seasonal',
  restricted: 'Some Restrictions',
  'no-dogs': 'No Dogs Allowed',
};

export type { Beach } from './beach-schema.ts';
