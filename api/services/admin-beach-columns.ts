/**
 * The columns an admin's beach form becomes (issue #13): the editable fields as sent, the dog
 * columns derived from the rules list (domain/admin/admin-beach-dog-fields.ts), the county and the
 * tide gauge worked out as the seed works them out, and a slug that is unique among every
 * beach ever stored (deleted ones keep theirs: the column is unique and phones know them).
 */
import type { Knex } from 'knex';
import { shippedTideStations as stations } from '../../db/tide-stations.ts';
import type { AdminBeachFields } from '../../domain/admin/admin-beach.ts';
import {
  accessTypeMismatchMessage,
  accessTypeTheRulesGive,
  savedDogFields,
  zonesOf,
} from '../../domain/admin/admin-beach-dog-fields.ts';
import type { AccessType } from '../../domain/beaches/beach.ts';
import { countyOf } from '../../domain/beaches/county.ts';
import { beachTrust } from '../../domain/dog-rules/dog-rule-report-decision.ts';
import type { DogRule } from '../../domain/dog-rules/dog-rules.ts';
import { beachTideSettings } from '../../domain/tides/beach-tide-settings.ts';
import { gaugeNote } from '../../domain/tides/tide-note.ts';
import { conflict, validationFailed } from '../errors.ts';
import type { Beach } from '../models/Beach.ts';

const NO_GAUGE_NOTE = 'No tide gauge within reach of this beach.';
const SLUG_MAX = 120;

/** "Croyde Beach" → "croyde-beach"; accents dropped, anything else a dash. */
function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX - 4)
    .replace(/^-+|-+$/g, '');
  return slug || 'beach';
}

const slugTaken = async (trx: Knex.Transaction, slug: string, exceptId?: number) =>
  Boolean(
    await trx('beaches')
      .where({ slug })
      .modify((q) => (exceptId ? q.whereNot({ id: exceptId }) : q))
      .first('id'),
  );

/** The slug to store: the one asked for (409 if another beach has it), or one made from the name. */
export async function slugFor(
  trx: Knex.Transaction,
  fields: AdminBeachFields,
  existing?: Pick<Beach, 'id' | 'slug'>,
): Promise<string> {
  if (fields.slug) {
    if (await slugTaken(trx, fields.slug, existing?.id)) {
      throw conflict(`Another beach already has the slug "${fields.slug}"`);
    }
    return fields.slug;
  }
  if (existing) return existing.slug;
  const base = slugify(fields.name);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(trx, candidate))) return candidate;
  }
}

/** The gauge by the coast rule, or the one the admin chose (a gauge we have, else a 400). */
function tideColumns(fields: AdminBeachFields, slug: string) {
  const place = { slug, latitude: fields.latitude, longitude: fields.longitude };
  const byRule = beachTideSettings(place, stations);
  if (!fields.tideStationId || fields.tideStationId === byRule?.tideStationId) {
    return {
      tideStationId: byRule?.tideStationId ?? null,
      tideOffsetHighMinutes: byRule?.tideOffsetHighMinutes ?? null,
      tideOffsetLowMinutes: byRule?.tideOffsetLowMinutes ?? null,
      tideNote: byRule?.tideNote ?? NO_GAUGE_NOTE,
    };
  }
  const chosen = stations.find((s) => s.id === fields.tideStationId);
  if (!chosen) throw validationFailed({ tideStationId: ['Choose one of the tide gauges we have'] });
  return {
    tideStationId: chosen.id,
    tideOffsetHighMinutes: null,
    tideOffsetLowMinutes: null,
    tideNote: gaugeNote(place, chosen, stations),
  };
}

/**
 * The dog columns. On an edit the zones text is kept while the rules stay as they were (the
 * seeded beaches' text says more than the zone names); new rules bring their zones. A beach with
 * no list that is sent none keeps what it has recorded (a season whose dates nobody recorded).
 */
function dogColumns(fields: AdminBeachFields, existing?: Beach) {
  const mismatch = accessTypeTheRulesGive(fields.accessType, fields.dogRules);
  if (mismatch) throw validationFailed({ accessType: [accessTypeMismatchMessage(mismatch)] });
  if (existing && !existing.dogRules && !fields.dogRules && existing.accessType === fields.accessType) {
    return {};
  }
  return dogRuleColumns(fields.accessType, fields.dogRules, existing);
}

/**
 * The dog columns for a rules list: the list, the single-period fields derived from it and its
 * zones (the beach editor's save, and a correction from the verification queue).
 */
export function dogRuleColumns(accessType: AccessType, rules: DogRule[] | null, existing?: Beach) {
  const dog = savedDogFields(accessType, rules);
  const rulesUnchanged =
    existing !== undefined && JSON.stringify(existing.dogRules) === JSON.stringify(dog.dogRules);
  return {
    ...dog,
    dogRestrictionZones: rulesUnchanged ? existing.dogRestrictionZones : zonesOf(dog.dogRules),
  };
}

/** Every column the form decides. */
export function beachColumns(fields: AdminBeachFields, slug: string, existing?: Beach) {
  const { slug: _asked, dogRules: _rules, tideStationId: _gauge, ...editable } = fields;
  const dog = dogColumns(fields, existing);
  const dogRules = 'dogRules' in dog ? (dog.dogRules as DogRule[] | null) : (existing?.dogRules ?? null);
  return {
    ...editable,
    slug,
    // The model keeps coordinates as the decimal strings the driver returns.
    latitude: String(fields.latitude),
    longitude: String(fields.longitude),
    county: fields.county ?? countyOf(fields.location),
    ...dog,
    // The confidence is computed from the rules' sources (issue #29), never chosen.
    ...beachTrust(
      { dogRules, unrestrictedEvidence: existing?.unrestrictedEvidence ?? null },
      new Date(),
      fields.validationLastChecked,
    ),
    ...tideColumns(fields, slug),
  };
}
