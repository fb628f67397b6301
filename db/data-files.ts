/**
 * Reads and checks the seed dataset in db/data. Every record is parsed by a zod schema so
 * that a typo in the data fails loudly at seed time (and in the dataset test) instead of
 * reaching users.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  ACCESS_TYPES,
  ACCESSIBILITY_LEVELS,
  BEACH_LOCATIONS,
  BEACH_TYPES,
  DOG_ACCESS_STATUSES,
} from '../domain/beaches/beach.ts';
import { dogRulesFromLegacy, legacyDogFields } from '../domain/dog-rules/dog-rules-legacy.ts';
import {
  dogRuleEvidenceListSchema,
  dogRulesSchema,
  monthDay,
  restrictionHours,
} from '../domain/dog-rules/dog-rules-schema.ts';

export const dataDir = fileURLToPath(new URL('./data', import.meta.url));

const text = z.string().trim().min(1);
const optionalText = text.nullable();
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const beachRecordSchema = z
  .object({
    slug,
    name: text,
    location: z.enum(BEACH_LOCATIONS),
    description: text,
    latitude: z.number().min(49.8).max(51.7),
    longitude: z.number().min(-6.5).max(-1.7),
    postcode: optionalText,
    fullAddress: optionalText,
    beachType: z.enum(BEACH_TYPES),
    accessType: z.enum(ACCESS_TYPES),
    accessibilityLevel: z.enum(ACCESSIBILITY_LEVELS).nullable(),
    beachCharacteristics: z.array(text),
    seasonalRestrictions: optionalText,
    restrictionPeriod: optionalText,
    accessInfo: optionalText,
    parkingInfo: optionalText,
    safetyNotes: optionalText,
    aboutDescription: optionalText,
    // null: no source says (the note then says so); false is a "no" someone found out.
    hasParking: z.boolean().nullable(),
    hasFacilities: z.boolean().nullable(),
    hasFreshWater: z.boolean().nullable(),
    hasBeachCafe: z.boolean().nullable(),
    hasLifeguards: z.boolean().nullable(),
    hasDogWalks: z.boolean().nullable(),
    website: optionalText,
    phone: optionalText,
    dogAccessStatus: z.enum(DOG_ACCESS_STATUSES),
    dogRestrictionStart: monthDay.nullable(),
    dogRestrictionEnd: monthDay.nullable(),
    dogRestrictionHours: restrictionHours.nullable(),
    dogOnLeadRequired: z.boolean(),
    dogRestrictionZones: optionalText,
    // Null: a seasonal ban no source dates (the single-period fields then say so, undated).
    dogRules: dogRulesSchema.nullable(),
    // With no rules: what says dogs are free here all year (issue #29).
    unrestrictedEvidence: dogRuleEvidenceListSchema.nullable(),
    bathingWaterId: z
      .string()
      .regex(/^\d{5}$/)
      .nullable(),
    validationSourceUrl: z.url(),
    // No confidence or check date here: both follow from the rules' evidence (the seed computes them).
    validationNotes: optionalText,
  })
  .refine((b) => (b.dogRestrictionStart === null) === (b.dogRestrictionEnd === null), {
    message: 'dogRestrictionStart and dogRestrictionEnd come together',
  })
  .superRefine((b, ctx) => {
    if (b.dogRules === null) {
      // Undated: the fields must say a seasonal ban without dates, as the API reads them back.
      if (b.accessType !== 'seasonal' || dogRulesFromLegacy(b) !== null) {
        ctx.addIssue({
          code: 'custom',
          path: ['dogRules'],
          message: `${b.slug}: undated, so a seasonal ban`,
        });
      }
      return;
    }
    // The spec's single-period fields are derived from the rules list, so they never disagree.
    const derived = legacyDogFields(b.dogRules);
    for (const [field, value] of Object.entries(derived)) {
      if (b[field as keyof typeof derived] !== value) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `${b.slug}: ${field} should be ${JSON.stringify(value)}, as its dogRules say`,
        });
      }
    }
  });
export type BeachRecord = z.infer<typeof beachRecordSchema>;

const blogPostRecordSchema = z.object({
  slug,
  title: text,
  excerpt: text,
  author: text,
  tags: z.array(text),
  featuredImage: optionalText,
  // No publication date: a post is dated when the seed publishes it, never with a made-up day.
  isPublished: z.boolean(),
  content: text,
});

const coordinate = { latitude: z.number().min(49.8).max(51.7), longitude: z.number().min(-6.5).max(-1.7) };

const parkingRecordSchema = z.object({
  beachSlug: slug,
  name: text,
  owner: optionalText,
  availability: optionalText,
  location: optionalText,
  cost: optionalText,
  paymentMethods: z.array(text),
  capacity: z.number().int().positive().nullable(),
  heightRestriction: optionalText,
  openingHours: optionalText,
  specialNotes: optionalText,
  distanceToBeach: z.number().int().min(0).nullable(),
  ...coordinate,
});

const eateryRecordSchema = z.object({
  beachSlug: slug,
  name: text,
  venueType: z.enum(['cafe', 'pub', 'restaurant', 'kiosk', 'takeaway']),
  cuisine: optionalText,
  address: optionalText,
  ...coordinate,
  website: z.url().nullable(),
  phone: optionalText,
  email: optionalText,
  dogFriendly: z.boolean(),
  dogFriendlyNotes: optionalText,
  distanceKm: z.number().min(0).nullable(),
  // The day someone checked sourceUrl for this place: no source, no date (db/dataset.test.ts).
  lastVerifiedAt: isoDate.nullable(),
  sourceUrl: z.url().nullable(),
  notes: optionalText,
});

function readJson<T>(file: string, schema: z.ZodType<T>): T[] {
  const raw: unknown = JSON.parse(readFileSync(join(dataDir, file), 'utf8'));
  return z.array(schema).parse(raw, { reportInput: false });
}

export function readBeaches(): BeachRecord[] {
  const files = readdirSync(join(dataDir, 'beaches')).filter((f) => f.endsWith('.json'));
  return files.sort().flatMap((f) => readJson(join('beaches', f), beachRecordSchema));
}
export const readBlogPosts = () => readJson('blog-posts.json', blogPostRecordSchema);
export const readParking = () => readJson('parking.json', parkingRecordSchema);
export const readEateries = () => readJson('eateries.json', eateryRecordSchema);

export interface BathingWater {
  /** EA sampling-point id; null for the few waters no source gave us one for. */
  id: string | null;
  name: string;
  lat: number;
  lng: number;
  classification2025: string | null;
  /** The row's notes, e.g. "2025 latest assessment: Closed". */
  notes: string | null;
}

/** The Environment Agency's designated bathing waters (shared/data/bathing-waters.csv). */
export function readBathingWaters(): BathingWater[] {
  const [header, ...rows] = parseCsv(readFileSync(join(dataDir, 'bathing-waters.csv'), 'utf8'));
  const col = (name: string) => header.indexOf(name);
  return rows.map((r) => ({
    id: r[col('id')] || null,
    name: r[col('name')],
    lat: Number(r[col('lat')]),
    lng: Number(r[col('lng')]),
    classification2025: r[col('classification_2025')] || null,
    notes: r[col('notes')] || null,
  }));
}

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and newlines. */
export function parseCsv(input: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== '')) rows.push(row);
  return rows;
}
