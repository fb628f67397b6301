import type { Knex } from 'knex';
import { beachProvenance } from '../../domain/dog-rules/dog-rule-evidence-now.ts';
import { readBeaches } from '../data-files.ts';

/**
 * Provenance as data (issue #29): a beach seeded before its rules carried their evidence gets
 * them from the dataset, by slug, with the corrections made at the same time: no dates where no
 * source gives them (Mothecombe, Teignbridge's town beaches and others now read "seasonal ban,
 * dates not recorded"), Blackpool Sands held past the latest half term, Seaton's ban on the whole
 * beach, amenity flags no source gives now "not known", and the confidence and last check that
 * the evidence gives. A beach an admin has created, edited or deleted (it has a row in the audit
 * log, which every admin write keeps) is left as the admin left it. Each write moves the row's
 * change_version and updated_at, so the phones' copies follow through the sync.
 *
 * The dataset is read rather than copied here: on a new database this runs before the seed, on
 * no beaches, and the seed then writes the same values.
 */
const COPIED = [
  'description',
  'seasonalRestrictions',
  'restrictionPeriod',
  'dogRestrictionZones',
  'accessType',
  'dogAccessStatus',
  'dogRestrictionStart',
  'dogRestrictionEnd',
  'dogRestrictionHours',
  'dogOnLeadRequired',
  'hasParking',
  'hasFacilities',
  'hasFreshWater',
  'hasBeachCafe',
  'hasLifeguards',
  'hasDogWalks',
  'validationSourceUrl',
  'validationNotes',
] as const;

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

export async function up(knex: Knex): Promise<void> {
  const records = new Map(readBeaches().map((b) => [b.slug, b]));
  const edited = knex('admin_audit_log')
    .where({ entity: 'beach' })
    .whereNotNull('entityId')
    .select('entityId');
  const rows: { id: number; slug: string }[] = await knex('beaches')
    .whereNotIn('id', edited)
    .select('id', 'slug');
  const now = new Date();
  for (const row of rows) {
    const record = records.get(row.slug);
    if (!record) continue;
    await knex('beaches')
      .where({ id: row.id })
      .update({
        ...Object.fromEntries(COPIED.map((field) => [field, record[field]])),
        dogRules: json(record.dogRules),
        unrestrictedEvidence: json(record.unrestrictedEvidence),
        ...beachProvenance(record, now),
        updatedAt: knex.fn.now(),
      });
  }
}

/** The rules before claimed dates and amenities no source gave: they are not put back. */
export async function down(): Promise<void> {}
