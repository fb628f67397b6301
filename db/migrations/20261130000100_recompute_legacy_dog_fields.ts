import type { Knex } from 'knex';
import type { DogRule } from '../../domain/dog-rules/dog-rules.ts';
import { legacyDogFields } from '../../domain/dog-rules/dog-rules-legacy.ts';

/**
 * The spec's single-period dog fields, which API clients and /beach-test read, were derived from a
 * beach's main rule only, so a part closed all year was lost: Burnham-on-Sea read "allowed" in
 * January, Dawlish Warren lost its ban east of groyne 9 (issue #29). Every beach with a rules
 * list gets them again from domain/dog-rules/dog-rules-legacy.ts, the function the seed and the admin
 * editor use, so the three never differ. Only rows that change are written: each write moves the
 * row's change_version, and the delta sync carries it to the phones' offline copies.
 *
 * The function is imported rather than copied: on a new database this runs before the seed, on no
 * beaches, so a later change to it cannot change what this did to an existing one.
 */
const FIELDS = [
  'accessType',
  'dogAccessStatus',
  'dogRestrictionStart',
  'dogRestrictionEnd',
  'dogRestrictionHours',
  'dogOnLeadRequired',
] as const;

export async function up(knex: Knex): Promise<void> {
  const rows: ({ id: number; dogRules: DogRule[] | string } & Record<string, unknown>)[] = await knex(
    'beaches',
  )
    .whereNotNull('dogRules')
    .select('id', 'dogRules', ...FIELDS);
  for (const row of rows) {
    const rules: DogRule[] = typeof row.dogRules === 'string' ? JSON.parse(row.dogRules) : row.dogRules;
    const derived = legacyDogFields(rules);
    const changed = Object.fromEntries(
      FIELDS.filter((f) => row[f] !== derived[f]).map((f) => [f, derived[f]]),
    );
    if (Object.keys(changed).length > 0) await knex('beaches').where({ id: row.id }).update(changed);
  }
}

/** The old fields claimed more freedom than the rules: they are not put back. */
export async function down(): Promise<void> {}
