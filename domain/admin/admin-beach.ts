/**
 * What an admin sends to create or edit a beach (issue #13, spec §5 "Beach edit" and §7
 * PUT /api/admin/beaches/{id}). The editor dialog checks with this schema before it sends and
 * the API validates the same body with it, so both say the same thing in the same words.
 *
 * The dog rules are the list (dog-rules.ts); the legacy dog fields (dogAccessStatus,
 * dogRestrictionStart…) are derived from it on the server, never edited on their own.
 * Coordinates arrive as strings (the spec's form sends strings) or numbers.
 */
import { z } from 'zod';
import {
  ACCESS_TYPES,
  ACCESSIBILITY_LEVELS,
  BEACH_LOCATIONS,
  BEACH_TYPES,
  VALIDATION_CONFIDENCES,
} from '../beaches/beach.ts';
import { parseCalendarDate } from '../clock/calendar-date.ts';
import { text } from '../common/safe-fields.ts';
import { dogRulesSchema } from '../dog-rules/dog-rules-schema.ts';

export const ADMIN_BEACH_MESSAGES = {
  nameRequired: 'Name is required',
  descriptionRequired: 'Description is required',
  latitudeRequired: 'Latitude is required',
  longitudeRequired: 'Longitude is required',
  latitudeNumber: 'Latitude must be a number between -90 and 90',
  longitudeNumber: 'Longitude must be a number between -180 and 180',
  location: `Location must be one of ${BEACH_LOCATIONS.join(', ')}`,
  accessType: `Access type must be one of ${ACCESS_TYPES.join(', ')}`,
  slug: 'A slug is lower-case letters, digits and dashes',
  url: 'Enter a full web address starting with https:// or http://',
  imageUrl:
    'An image address is a photo uploaded here (/uploads/…) or a web address starting with https:// or http://',
  date: 'Enter a real date as YYYY-MM-DD',
  /** Spec §5, the beach photo in the edit dialog. */
  photoNotImage: 'Please select an image file',
  photoTooLarge: 'File size must be less than 10MB',
} as const;

/** Spec §5/§9: a beach photo in the edit dialog ≤ 10 MB; the quick upload ≤ 5 MB. */
export const BEACH_PHOTO_LIMITS = {
  editDialogBytes: 10 * 1024 * 1024,
  quickUploadBytes: 5 * 1024 * 1024,
} as const;

const optionalText = (label: string, max: number) =>
  text(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const required = (label: string, message: string, max: number) =>
  text(label, message).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

const coordinate = (requiredMessage: string, numberMessage: string, limit: number) =>
  z
    .union([z.number(), text('Coordinate', requiredMessage)], { error: requiredMessage })
    .transform((value, ctx) => {
      const raw = typeof value === 'number' ? String(value) : value.trim();
      if (raw === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const n = Number(raw);
      if (!/^-?\d+(\.\d+)?$/.test(raw) || !Number.isFinite(n) || Math.abs(n) > limit) {
        ctx.addIssue({ code: 'custom', message: numberMessage });
        return z.NEVER;
      }
      return n;
    });

const webAddress = (label: string) =>
  optionalText(label, 500).refine(
    (v) => v === null || /^https?:\/\/[^\s]+$/i.test(v),
    ADMIN_BEACH_MESSAGES.url,
  );

/** A photo this server stores (`/uploads/…`, as the upload answers) or one on the web: never `javascript:` and the like. */
const imageAddress = optionalText('Image address', 500).refine(
  (v) => v === null || /^(https?:\/\/|\/(?![/\\]))[^\s]+$/i.test(v),
  ADMIN_BEACH_MESSAGES.imageUrl,
);

/** An amenity: yes, no, or null when nobody has found out (the default). */
const flag = z.boolean().nullable().default(null);

export const adminBeachInputSchema = z.object({
  // Identity and place
  name: required('Name', ADMIN_BEACH_MESSAGES.nameRequired, 200),
  /** Blank: made from the name (and kept unique) on create; kept as it is on edit. */
  slug: optionalText('Slug', 120).refine(
    (v) => v === null || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v),
    ADMIN_BEACH_MESSAGES.slug,
  ),
  location: z.enum(BEACH_LOCATIONS, { error: ADMIN_BEACH_MESSAGES.location }),
  county: optionalText('County', 100),
  description: required('Description', ADMIN_BEACH_MESSAGES.descriptionRequired, 5000),
  latitude: coordinate(ADMIN_BEACH_MESSAGES.latitudeRequired, ADMIN_BEACH_MESSAGES.latitudeNumber, 90),
  longitude: coordinate(ADMIN_BEACH_MESSAGES.longitudeRequired, ADMIN_BEACH_MESSAGES.longitudeNumber, 180),
  postcode: optionalText('Postcode', 20),
  fullAddress: optionalText('Address', 300),
  imageUrl: imageAddress,
  beachType: z.enum(BEACH_TYPES).default('mixed'),
  accessibilityLevel: z
    .enum(ACCESSIBILITY_LEVELS)
    .nullish()
    .transform((v) => v ?? null),
  beachCharacteristics: z.array(text('Characteristic').trim().min(1).max(60)).max(20).default([]),
  aboutDescription: optionalText('About', 5000),
  // Access and dog rules
  accessType: z.enum(ACCESS_TYPES, { error: ADMIN_BEACH_MESSAGES.accessType }),
  dogRules: dogRulesSchema.nullable().default(null),
  accessInfo: optionalText('Access information', 2000),
  seasonalRestrictions: optionalText('Seasonal restrictions', 2000),
  parkingInfo: optionalText('Parking information', 2000),
  safetyNotes: optionalText('Safety notes', 2000),
  // Amenities
  hasParking: flag,
  hasFacilities: flag,
  hasFreshWater: flag,
  hasBeachCafe: flag,
  hasLifeguards: flag,
  hasDogWalks: flag,
  // Contact and social
  website: webAddress('Website'),
  phone: optionalText('Phone', 40),
  facebookUrl: webAddress('Facebook'),
  instagramUrl: webAddress('Instagram'),
  twitterUrl: webAddress('X / Twitter'),
  youtubeUrl: webAddress('YouTube'),
  googleRating: z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === '') return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n < 0 || n > 5) {
        ctx.addIssue({ code: 'custom', message: 'Google rating must be a number from 0 to 5' });
        return z.NEVER;
      }
      return n;
    }),
  totalReviewsGoogle: z
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .nullish()
    .transform((v) => v ?? null),
  placeId: optionalText('Place id', 200),
  bathingWaterId: optionalText('Bathing water id', 20),
  tideStationId: optionalText('Tide station', 60),
  // Validation: where the facts come from and how sure we are
  validationSourceUrl: webAddress('Source'),
  validationConfidence: z
    .enum(VALIDATION_CONFIDENCES)
    .nullish()
    .transform((v) => v ?? null),
  validationLastChecked: optionalText('Date checked', 10).refine(
    (v) => v === null || parseCalendarDate(v) !== null,
    ADMIN_BEACH_MESSAGES.date,
  ),
  validationNotes: optionalText('Validation notes', 2000),
});

export type AdminBeachInput = z.input<typeof adminBeachInputSchema>;
export type AdminBeachFields = z.output<typeof adminBeachInputSchema>;
