/**
 * The beach editor's values (every field as the inputs hold it), made from a beach or empty for
 * Add Beach, turned into the API's body (domain/admin/admin-beach.ts) and checked with the API's own
 * schema, so the dialog and the server say the same thing in the same words.
 */
import type { z } from 'zod';
import { type AdminBeachInput, adminBeachInputSchema } from '../../../domain/admin/admin-beach.ts';
import {
  accessTypeMismatchMessage,
  accessTypeTheRulesGive,
} from '../../../domain/admin/admin-beach-dog-fields.ts';
import { AMENITY_FLAGS, type AmenityFlag, type Beach } from '../../../domain/beaches/beach.ts';
import { type DogRuleDraft, draftToRule, ruleToDraft } from './dog-rule-draft.ts';

/** The fields typed as text (blank is "none" for the optional ones). */
const TEXT_FIELDS = [
  'name',
  'slug',
  'location',
  'county',
  'description',
  'latitude',
  'longitude',
  'postcode',
  'fullAddress',
  'imageUrl',
  'beachType',
  'accessibilityLevel',
  'aboutDescription',
  'accessType',
  'accessInfo',
  'seasonalRestrictions',
  'parkingInfo',
  'safetyNotes',
  'website',
  'phone',
  'facebookUrl',
  'instagramUrl',
  'twitterUrl',
  'youtubeUrl',
  'googleRating',
  'totalReviewsGoogle',
  'placeId',
  'bathingWaterId',
  'tideStationId',
  'validationSourceUrl',
  'validationConfidence',
  'validationLastChecked',
  'validationNotes',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export type BeachForm = Record<TextField, string> &
  /** Null: not known (nobody has found out), which the pages say instead of "no". */
  Record<AmenityFlag, boolean | null> & {
    /** "sandy, dunes, rock pools". */
    beachCharacteristics: string;
    /** Null: the beach's rules are not known well enough to list (a ban whose dates were not recorded). */
    dogRules: DogRuleDraft[] | null;
  };

export type FieldErrors = Record<string, string | undefined>;

const blankTexts = Object.fromEntries(TEXT_FIELDS.map((f) => [f, ''])) as Record<TextField, string>;
const unknownAmenities = Object.fromEntries(AMENITY_FLAGS.map((f) => [f, null])) as Record<AmenityFlag, null>;

/** Add Beach: nothing filled in but the usual choices. */
export const emptyBeachForm = (): BeachForm => ({
  ...blankTexts,
  ...unknownAmenities,
  accessType: 'year-round',
  beachType: 'mixed',
  beachCharacteristics: '',
  dogRules: [],
});

export function beachToForm(beach: Beach): BeachForm {
  const texts = Object.fromEntries(
    TEXT_FIELDS.map((field) => {
      const value = beach[field as keyof Beach];
      return [field, value === null || value === undefined ? '' : String(value)];
    }),
  ) as Record<TextField, string>;
  const amenities = Object.fromEntries(AMENITY_FLAGS.map((f) => [f, beach[f]])) as Record<
    AmenityFlag,
    boolean | null
  >;
  return {
    ...texts,
    ...amenities,
    beachCharacteristics: beach.beachCharacteristics.join(', '),
    dogRules: beach.dogRules ? beach.dogRules.map(ruleToDraft) : null,
  };
}

/** The API's body: blanks become null (the schema's job), numbers typed as text become numbers. */
export function formToInput(form: BeachForm): AdminBeachInput {
  const { beachCharacteristics, dogRules, totalReviewsGoogle, ...rest } = form;
  const count = totalReviewsGoogle.trim();
  return {
    ...rest,
    accessibilityLevel: form.accessibilityLevel || null,
    validationConfidence: form.validationConfidence || null,
    location: form.location as AdminBeachInput['location'],
    accessType: form.accessType as AdminBeachInput['accessType'],
    beachType: form.beachType as AdminBeachInput['beachType'],
    totalReviewsGoogle: count === '' ? null : Number(count),
    beachCharacteristics: beachCharacteristics
      .split(',')
      .map((c) => c.trim())
      .filter(Boolean),
    dogRules: dogRules ? dogRules.map(draftToRule) : null,
  } as AdminBeachInput;
}

/** "dogRules.2.zone", "dogRules.2.evidence.0.url" (a rule's source's part); any other field → its name. */
function fieldKey(path: readonly PropertyKey[]): string {
  if (path[0] !== 'dogRules' || path.length < 2) return String(path[0] ?? '');
  return path
    .slice(0, path[2] === 'evidence' && path.length > 4 ? 5 : 3)
    .map(String)
    .join('.');
}

export function issuesToErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[fieldKey(issue.path)] ??= issue.message;
  return errors;
}

/** The schema's first message per field (a dog rule's per part), or {} when the beach can be saved. */
export function checkBeachForm(form: BeachForm): FieldErrors {
  const parsed = adminBeachInputSchema.safeParse(formToInput(form));
  if (!parsed.success) return issuesToErrors(parsed.error);
  // The server's own check: the access type the badges show must be the one the rules give.
  const derived = accessTypeTheRulesGive(parsed.data.accessType, parsed.data.dogRules);
  return derived ? { accessType: accessTypeMismatchMessage(derived) } : {};
}

/** The access type a complete rules list gives the beach (the server derives it the same way), or null. */
export function accessTypeOfRules(form: BeachForm): AdminBeachInput['accessType'] | null {
  if (!form.dogRules) return null;
  const parsed = adminBeachInputSchema.shape.dogRules.safeParse(form.dogRules.map(draftToRule));
  if (!parsed.success || !parsed.data) return null;
  return accessTypeTheRulesGive(form.accessType as AdminBeachInput['accessType'], parsed.data);
}
